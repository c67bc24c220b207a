import { OP_CLASS } from '@confirma/contracts/constants';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { findOrganizationContact, findUserWithProfile } from '../accounts/index.ts';
import {
  anchorImprint,
  anchorSubject,
  chainState,
  listEvidence,
  type TEvidenceEvent,
  verifyEvidenceChain,
} from '../evidence/index.ts';
import {
  effectiveStatus,
  listDocuments,
  listSigners,
  type TOperationRow,
  type TOperationsContext,
} from '../operations/index.ts';
import { sealReason, sealReport } from '../pdf-reports/index.ts';
import { summariseCertificate } from '../sealing/index.ts';
import { maskPhone } from '../signer-requests/index.ts';
import { actaEvents, actaTsas } from './acta-facts.ts';
import { ACTA_TEXTS } from './acta-texts.ts';
import { renderActa } from './render-acta.ts';

/**
 * What the signature events recorded of each seal: the serial of each signer's one-time
 * certificate (their last seal's), and the documents a last signature closed (PAdES B-LTA).
 */
function signedDocuments(events: readonly TEvidenceEvent[]) {
  const certificates = new Map<string, string | null>();
  const closed = new Set<string>();
  for (const event of events) {
    if (event.type !== 'signer.signed' && event.type !== 'signer.sealed') continue;
    const documents = (event.data as { documents?: unknown } | null)?.documents;
    if (!Array.isArray(documents)) continue;
    for (const item of documents as {
      id?: string;
      certificate?: string | null;
      final?: boolean;
    }[]) {
      if (event.actorId && item.certificate !== undefined) {
        certificates.set(event.actorId, item.certificate);
      }
      if (item.final && item.id) closed.add(item.id);
    }
  }
  return { certificates, closed };
}

/** What the operation's class is, in the words the acta uses. */
function operationKind(opClass: number): keyof (typeof ACTA_TEXTS)['es']['kinds'] {
  if (opClass === OP_CLASS.TRAVELLER) return 'traveller';
  if (opClass === OP_CLASS.DEMO_OTP || opClass === OP_CLASS.BIOMETRIC_CONTRACT_DEMO) return 'demo';
  return 'documents';
}

/**
 * Who sent the request: the sending account's business name (its company, else the
 * person's name) and its e-mail address; `missing` when the account is gone or it was a
 * public demonstration.
 */
async function senderOf(db: TDbOrTx, operation: TOperationRow, missing: string) {
  // The member who sent it; an operation from before organisations, its organisation's owner.
  const found = operation.senderUserId
    ? await findUserWithProfile(db, { userId: operation.senderUserId })
    : operation.organizationId
      ? await findOrganizationContact(db, { organizationId: operation.organizationId })
      : undefined;
  if (!found) return missing;
  const { user, profile } = found;
  const person = [profile?.firstname, profile?.lastname].filter(Boolean).join(' ');
  const name = profile?.companyName || person || user.name;
  return name ? `${name} (${user.email})` : user.email;
}

/** Operation and signer times, in UTC like the events. */
const utc = (date: Date | null) =>
  date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '—';

/**
 * The operation certificate ("acta"): operation and signer data (phones masked), document
 * hashes before and after, every evidence event as a sentence with its code, times, client
 * and hash, the chain head and whether the chain verifies, the seal and TSA certificates,
 * how to verify (with a QR code to the verification page), and the RFC 3161 anchors with
 * their tokens; sealed by the platform like any signed document.
 */
export async function buildActa(context: TOperationsContext, operation: TOperationRow) {
  const { db } = context;
  const subject = { subjectType: 'operation', subjectId: operation.id };
  const [signers, documents, events, chain] = await Promise.all([
    listSigners(db, { operationId: operation.id }),
    listDocuments(db, { operationId: operation.id }),
    listEvidence(db, subject),
    verifyEvidenceChain(db, subject, context.trust),
  ]);
  const signatures = signedDocuments(events);
  const certificates = new Map(
    (
      await context.authority.issuedCertificates(
        db,
        [...signatures.certificates.values()].filter((serial) => serial !== null),
      )
    ).map((row) => [row.serialHex, row]),
  );
  const certificateOf = (signerId: string) => {
    const row = certificates.get(signatures.certificates.get(signerId) ?? '');
    return row?.level
      ? {
          // The phone masked as everywhere in the certificate (the signed PDF holds it whole).
          subject: row.subject.replace(
            /(telephoneNumber=\\?)(\+?\d+)/,
            (_all, key: string, phone: string) => `${key}${maskPhone(phone)}`,
          ),
          serial: row.serialHex,
          level: row.level,
          revoked: !!row.revokedAt,
        }
      : null;
  };
  const { PUBLIC_URL: publicUrl, CERTIFICATE_TIME_ZONE: timeZone } = context.platform.config;
  const language = operation.language;
  const texts = ACTA_TEXTS[language];
  const pdf = await renderActa({
    language,
    timeZone,
    operation: {
      id: operation.id,
      subject: operation.subject ?? documents[0]?.name ?? '—',
      sender: await senderOf(db, operation, texts.noSender),
      kind: texts.kinds[operationKind(operation.opClass)],
      type: operation.signatureType,
      status: effectiveStatus(operation),
      created: utc(operation.createdAt),
      completed: utc(operation.completedAt),
    },
    signers: signers.map((signer) => ({
      name: signer.fullName,
      email: signer.email ?? '—',
      phone: signer.cellphone ? maskPhone(signer.cellphone) : '—',
      status: signer.status,
      signedAt: utc(signer.signedAt),
      fields: (signer.filledFields ?? []).map(({ type, label, value }) => ({ type, label, value })),
      certificate: certificateOf(signer.id),
    })),
    documents: documents.map((document) => ({
      name: document.name,
      original: document.originalSha256,
      signed: document.signedSha256 ?? '—',
      ...(document.signedSha256
        ? { level: signatures.closed.has(document.id) ? ('B-LTA' as const) : ('B-T' as const) }
        : {}),
    })),
    events: actaEvents(events, { language, timeZone, signers }),
    chain: {
      ok: chain.ok,
      head: chain.head ?? '—',
      events: chain.events,
      anchoredEvents: chain.anchoredEvents,
      anchors: chain.anchors.map((anchor) => ({
        ...anchor,
        imprint: Buffer.from(
          anchorImprint({ subjectType: 'operation', subjectId: operation.id, ...anchor }),
        ).toString('hex'),
      })),
    },
    seal: summariseCertificate(context.pki.signing.certificate),
    tsas: actaTsas(context, chain.anchors),
    verifyUrl: `${publicUrl}/#/verify?op=${operation.id}`,
    rootUrl: `${publicUrl}/api/pki/root.crt`,
    anchorLog: {
      url: `${publicUrl}/api/verify/anchors`,
      subject: anchorSubject({ subjectType: 'operation', subjectId: operation.id }),
    },
  });
  return sealReport(context.sealPdf, pdf, {
    evidenceId: operation.id,
    reason: sealReason(operation.language, 'operationCertificate', operation.id),
    locale: operation.language,
  });
}

/** Sealed actas by operation and evidence head, per process (blob keys; the bytes are blobs). */
const ACTAS = new Map<string, string>();
const ACTAS_KEPT = 1000;
/** The acta being built now for each operation: other askers wait for it first. */
const BUILDING = new Map<string, Promise<unknown>>();

/**
 * The acta of the operation as its evidence stands now. Building and sealing one takes
 * tens of milliseconds, and right after a signature the signer's completion screen, the
 * confirmation e-mail and the evidence anchor all come at once: while no new event is
 * recorded (same chain head) and no new anchor stored, the sealed PDF is reused, and an
 * acta of the operation being built is waited for before looking again (one build at a
 * time per operation, never two competing for the processor).
 */
export async function currentActa(
  context: TOperationsContext,
  operation: TOperationRow,
): Promise<{ key: string; pdf: Uint8Array }> {
  const { blobs } = context.platform;
  for (;;) {
    const building = BUILDING.get(operation.id);
    if (building) {
      await building.catch(() => undefined);
      continue;
    }
    const state = await chainState(context.db, {
      subjectType: 'operation',
      subjectId: operation.id,
    });
    const cacheKey = `${operation.id}:${state.head ?? ''}:${state.anchors}:${effectiveStatus(operation)}`;
    const known = ACTAS.get(cacheKey);
    if (known && (await blobs.has(known))) return { key: known, pdf: await blobs.get(known) };
    // Another asker may have started while the state was read.
    if (BUILDING.has(operation.id)) continue;
    const build = (async () => {
      const pdf = await buildActa(context, operation);
      const { key } = await blobs.put(pdf);
      ACTAS.set(cacheKey, key);
      if (ACTAS.size > ACTAS_KEPT) ACTAS.delete(ACTAS.keys().next().value ?? '');
      return { key, pdf };
    })();
    BUILDING.set(operation.id, build);
    try {
      return await build;
    } finally {
      BUILDING.delete(operation.id);
    }
  }
}
