import type { TSignatureType } from '@confirma/contracts/constants';
import type { TOperationStatus, TSignerStatus } from '@confirma/contracts/operations';
import type { TSignerCertificateLevel } from '@confirma/contracts/verify';
import { OPERATION_LABELS } from '../mail-texts/index.ts';
import { renderReport, type TReportLayout } from '../pdf-reports/index.ts';
import type { TCertificateSummary } from '../sealing/index.ts';
import { ACTA_TEXTS, type TActaLanguage } from './acta-texts.ts';
import { ACTA_TRUST_TEXTS } from './acta-trust-texts.ts';
import { NOTIFICATION_ACTA_HEADINGS } from './notification-event-texts.ts';

export interface TActaEvent {
  seq: number;
  /** `2026-03-01 10:15:02 UTC` and the same instant in the certificate's zone. */
  utc: string;
  local: string;
  /** The event's code (the certificate prints its sentence, `text`). */
  type: string;
  /** The event as a sentence in the certificate's language. */
  text: string;
  ip: string | null;
  device: string | null;
  hash: string;
}

export interface TActaData {
  language: TActaLanguage;
  timeZone: string;
  operation: Record<
    Exclude<keyof (typeof ACTA_TEXTS)['es']['fields'], 'type' | 'status'>,
    string
  > & { type: TSignatureType; status: TOperationStatus };
  signers: {
    name: string;
    email: string;
    phone: string;
    status: TSignerStatus;
    signedAt: string;
    /** The fields they filled, as the seal drew them. */
    fields?: { type: string; label?: string | undefined; value: string | boolean }[];
    /** The one-time certificate their signature was made with (none: the platform seal). */
    certificate?: {
      subject: string;
      serial: string;
      level: TSignerCertificateLevel;
      revoked: boolean;
    } | null;
  }[];
  /** `level`: B-LTA once the last signature closed it (seal, DSS, archive time stamp). */
  documents: { name: string; original: string; signed: string; level?: 'B-LTA' | 'B-T' }[];
  events: TActaEvent[];
  chain: {
    ok: boolean;
    head: string;
    events: number;
    anchoredEvents: number;
    anchors: {
      seq: number;
      headHash: string;
      imprint: string;
      genTime: string;
      tsa: string;
      token: string;
      valid: boolean;
    }[];
  };
  /** The platform's seal certificate and the TSAs' certificates. */
  seal: TCertificateSummary;
  tsas: TCertificateSummary[];
  verifyUrl: string;
  rootUrl: string;
  /** The public anchor log, and this chain's subject in it (SHA-256 of operation:<id>). */
  anchorLog: { url: string; subject: string };
}

const date = (iso: string) => iso.slice(0, 10);

function certificate(
  layout: TReportLayout,
  texts: (typeof ACTA_TRUST_TEXTS)['es'],
  item: TCertificateSummary,
) {
  layout.line(`${texts.subject}: ${item.subject}`, layout.fonts.regular, 8.5, 10);
  layout.line(`${texts.issuer}: ${item.issuer}`, layout.fonts.regular, 8.5, 10);
  layout.line(`${texts.serial}: ${item.serialNumber}`, layout.fonts.mono, 7.5, 10);
  layout.line(
    `${texts.validity}: ${date(item.notBefore)} — ${date(item.notAfter)} · SHA-256 ${item.sha256}`,
    layout.fonts.regular,
    7.5,
    10,
  );
}

/**
 * The operation certificate as the certificate engine lays it out, with a QR code to the
 * verification page; the caller seals it.
 */
export function renderActa(data: TActaData): Promise<Uint8Array> {
  const { title } = actaHeadings(data);
  return renderReport({
    language: data.language,
    title: `${title} ${data.operation.id}`,
    qr: { text: data.verifyUrl, caption: ACTA_TRUST_TEXTS[data.language].qr },
    footer: data.operation.id,
    content: (layout) => layOutActa(layout, data),
  });
}

/** The title and introduction: a certified notification's own, or the signature's. */
function actaHeadings(data: TActaData) {
  return data.operation.type === 'NOTIFICACION'
    ? NOTIFICATION_ACTA_HEADINGS[data.language]
    : ACTA_TEXTS[data.language];
}

function layOutActa(layout: TReportLayout, data: TActaData) {
  const texts = ACTA_TEXTS[data.language];
  const trust = ACTA_TRUST_TEXTS[data.language];
  const labels = OPERATION_LABELS[data.language];
  const { title, intro } = actaHeadings(data);
  const { line, heading, block, fonts } = layout;

  line(title, fonts.bold, 18);
  line(`${intro} ${data.timeZone}.`, fonts.regular, 9);
  heading(texts.operation);
  const operation = {
    ...data.operation,
    type: labels.signatureType[data.operation.type],
    status: labels.status[data.operation.status],
  };
  for (const [key, label] of Object.entries(texts.fields)) {
    line(`${label}: ${operation[key as keyof typeof operation]}`);
  }
  heading(texts.signers);
  for (const signer of data.signers) {
    line(
      `${signer.name} · ${signer.email} · ${signer.phone} · ${labels.signerStatus[signer.status]} ${signer.signedAt}`,
    );
    for (const field of signer.fields ?? []) {
      const filled = texts.filled;
      const label = field.label ?? filled[field.type as 'date' | 'name' | 'initials'] ?? field.type;
      const value =
        typeof field.value === 'boolean' ? filled[field.value ? 'yes' : 'no'] : field.value;
      line(`${label}: ${value || '—'}`, fonts.regular, 8.5, 10);
    }
    const held = signer.certificate;
    if (held) {
      line(
        `${texts.certificate}: ${texts.certificateLevels[held.level]} · ${held.revoked ? texts.revoked : texts.valid}`,
        fonts.regular,
        8.5,
        10,
      );
      line(`${held.subject} · ${texts.serial} ${held.serial}`, fonts.mono, 7, 10);
    }
  }
  heading(texts.documents);
  for (const document of data.documents) {
    line(document.name, fonts.bold, 9);
    line(`${texts.original}: ${document.original}`, fonts.mono, 7.5, 10);
    line(`${texts.signed}: ${document.signed}`, fonts.mono, 7.5, 10);
    if (document.level)
      line(`${texts.level}: ${texts.levels[document.level]}`, fonts.regular, 8, 10);
  }
  heading(texts.events);
  for (const event of data.events) {
    layout.gap(3);
    line(`#${event.seq}  ${event.utc}  ·  ${event.local}`, fonts.regular, 8, 0, true);
    line(event.text, fonts.bold, 9, 10);
    const client = [
      event.ip && `IP ${event.ip}`,
      event.device && `${texts.device}: ${event.device}`,
    ].filter(Boolean);
    if (client.length) line(client.join('  ·  '), fonts.regular, 8, 10);
    line(event.hash, fonts.mono, 6.5, 10, true);
  }
  heading(texts.chain);
  line(data.chain.ok ? texts.intact : texts.broken, fonts.bold, 10);
  line(`${texts.head}: ${data.chain.head}`, fonts.mono, 7.5);
  line(`${texts.covered}: ${data.chain.anchoredEvents} / ${data.chain.events}`, fonts.bold, 9);

  heading(trust.certificates);
  line(trust.seal, fonts.bold, 9);
  certificate(layout, trust, data.seal);
  layout.gap(3);
  line(trust.tsa, fonts.bold, 9);
  if (!data.tsas.length) line(trust.noTsa, fonts.regular, 8.5, 10);
  for (const tsa of data.tsas) certificate(layout, trust, tsa);

  heading(trust.howTo);
  const facts = {
    verifyUrl: data.verifyUrl,
    rootUrl: data.rootUrl,
    operationId: data.operation.id,
    head: data.chain.head,
  };
  for (const step of trust.steps(facts)) line(step, fonts.regular, 8.5);

  heading(texts.anchors);
  line(texts.anchorsIntro, fonts.regular, 8);
  line(
    texts.anchorsLog
      .replace('{url}', data.anchorLog.url)
      .replace('{subject}', data.anchorLog.subject),
    fonts.regular,
    8,
  );
  if (!data.chain.anchors.length) line(texts.noAnchors, fonts.bold, 9);
  for (const anchor of data.chain.anchors) {
    layout.gap(4);
    line(`#${anchor.seq}  ${anchor.genTime}  ${anchor.tsa}`, fonts.bold, 9);
    if (!anchor.valid) line(texts.anchorInvalid, fonts.bold, 9, 10);
    line(`${texts.anchorHead}: ${anchor.headHash}`, fonts.mono, 7, 10);
    line(`${texts.imprint}: ${anchor.imprint}`, fonts.mono, 7, 10);
    line(`${texts.token}:`, fonts.regular, 7, 10);
    block(anchor.token, 5.5, 10);
  }
}
