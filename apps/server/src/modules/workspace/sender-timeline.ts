import type { TTimelineEvent, TWorkspaceSigner } from '@confirma/contracts/workspace';
import { maskIp, summariseUserAgent } from '../../platform/http/client-summary.ts';
import type { TEvidenceEvent } from '../evidence/index.ts';

/**
 * Keys never shown, at any depth, should an event ever carry one: credentials and codes.
 * Evidence records hashes and masked phones, not secrets; this is the second line.
 */
const SECRET_KEY = /token|secret|password|^code$|codehash|otp$/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

/** The signer an event is about: its actor when a signer acted, else the signer its data names. */
function signerIdOf(event: TEvidenceEvent): string | null {
  if (event.actorType === 'signer') return event.actorId;
  const data = event.data as Record<string, unknown>;
  return typeof data.signerId === 'string' ? data.signerId : null;
}

/**
 * The operation's evidence chain as its sender reads it, in chain order: who (the signer
 * by name), when, from where (the address with its host part hidden) and on what (the
 * user agent summarised). The evidence itself keeps both whole.
 */
export function senderTimeline(
  events: TEvidenceEvent[],
  signers: TWorkspaceSigner[],
): TTimelineEvent[] {
  const byId = new Map(signers.map((signer) => [signer.signerUuid, signer]));
  return events.map((event) => {
    const signer = byId.get(signerIdOf(event) ?? '');
    return {
      seq: event.seq,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      actorType: event.actorType,
      signerUuid: signer?.signerUuid ?? null,
      signerName: signer?.name ?? null,
      ip: maskIp(event.ip),
      device: summariseUserAgent(event.userAgent),
      data: withoutSecrets(event.data) as Record<string, unknown>,
    };
  });
}
