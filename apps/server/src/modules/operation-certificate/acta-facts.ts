import { summariseUserAgent } from '../../platform/http/client-summary.ts';
import type { TEvidenceEvent } from '../evidence/index.ts';
import type { TLanguage, TOperationsContext, TSignerRow } from '../operations/index.ts';
import { REPORT_LOCALES } from '../pdf-reports/index.ts';
import {
  summariseCertificate,
  type TCertificateSummary,
  verifyTimeStampToken,
} from '../sealing/index.ts';
import { describeEvent } from './acta-event-texts.ts';
import { ACTA_TEXTS } from './acta-texts.ts';
import type { TActaEvent } from './render-acta.ts';

/** An instant in UTC and in `timeZone`, in the language's way of writing dates. */
export function formatInstant(date: Date, language: TLanguage, timeZone: string) {
  const local = new Intl.DateTimeFormat(REPORT_LOCALES[language], {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(date);
  return { utc: `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`, local };
}

/**
 * The signers an event is about: its actor when a signer acted, else those its data names
 * (`signerId`, or `signers` of a resend or a reminder).
 */
function signerIdsOf(event: TEvidenceEvent, data: Record<string, unknown>): string[] {
  if (event.actorType === 'signer' && event.actorId) return [event.actorId];
  if (typeof data.signerId === 'string') return [data.signerId];
  if (!Array.isArray(data.signers)) return [];
  return data.signers.flatMap((item: unknown) =>
    item && typeof item === 'object' && 'signerId' in item && typeof item.signerId === 'string'
      ? [item.signerId]
      : [],
  );
}

/**
 * The evidence events as the certificate prints them: a sentence naming the signer, the
 * times, and the client. The address is printed whole: the certificate is the
 * evidence handed to the parties, as signing certificates do (the sender's screens mask
 * it, client-summary.ts); the user agent is summarised to browser and system.
 */
export function actaEvents(
  events: TEvidenceEvent[],
  { language, timeZone, signers }: { language: TLanguage; timeZone: string; signers: TSignerRow[] },
): TActaEvent[] {
  const names = new Map(signers.map((signer) => [signer.id, signer.fullName]));
  const on = ACTA_TEXTS[language].on;
  return events.map((event) => {
    const data = (event.data ?? {}) as Record<string, unknown>;
    const signer = signerIdsOf(event, data)
      .map((id) => names.get(id) ?? '—')
      .join(', ');
    const device = summariseUserAgent(event.userAgent);
    return {
      seq: event.seq,
      ...formatInstant(event.occurredAt, language, timeZone),
      type: event.type,
      text: describeEvent(language, event.type, { signer: signer || '—', data }),
      ip: event.ip,
      device: device?.replace(/ on (\w+)$/, ` ${on} $1`) ?? null,
      hash: event.hash,
    };
  });
}

/**
 * The time-stamp authorities of the certificate: the signer of the newest anchor of each
 * TSA the chain was stamped by (read from the token itself), or, before any anchor, the
 * platform's own TSA when it is the one in use (no TSA_URL).
 */
export function actaTsas(
  context: TOperationsContext,
  anchors: { tsa: string; token: string }[],
): TCertificateSummary[] {
  const newest = new Map(anchors.map((anchor) => [anchor.tsa, anchor.token]));
  const found = new Map<string, TCertificateSummary>();
  for (const token of newest.values()) {
    try {
      const summary = summariseCertificate(
        verifyTimeStampToken(Buffer.from(token, 'base64')).signer,
      );
      found.set(summary.sha256, summary);
    } catch {
      // An anchor that does not verify is reported as such in the anchors section.
    }
  }
  if (!found.size && !context.platform.config.TSA_URL) {
    return [summariseCertificate(context.pki.tsa.certificate)];
  }
  return [...found.values()];
}
