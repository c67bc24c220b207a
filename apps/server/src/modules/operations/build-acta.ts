import { anchorImprint, chainState, listEvidence, verifyEvidenceChain } from '../evidence/index.ts';
import { effectiveStatus } from './operation-status.ts';
import type { TOperationRow, TSigningContext } from './operations.types.ts';
import { listDocuments, listSigners } from './operations-queries.ts';
import { renderActa } from './render-acta.ts';
import { maskPhone } from './signer-fields.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : '—');

/**
 * The operation certificate ("acta"): operation and signer data (phones masked), document
 * hashes before and after, every evidence event with its hash, the chain head, whether
 * the chain verifies, and its RFC 3161 anchors with their tokens; sealed by the platform
 * like any signed document.
 */
export async function buildActa(context: TSigningContext, operation: TOperationRow) {
  const { db } = context;
  const subject = { subjectType: 'operation', subjectId: operation.id };
  const [signers, documents, events, chain] = await Promise.all([
    listSigners(db, { operationId: operation.id }),
    listDocuments(db, { operationId: operation.id }),
    listEvidence(db, subject),
    verifyEvidenceChain(db, subject, context.trust),
  ]);
  const pdf = await renderActa({
    language: operation.language,
    operation: {
      id: operation.id,
      domain: operation.domainUuid,
      opClass: String(operation.opClass),
      type: operation.signatureType,
      status: effectiveStatus(operation),
      created: iso(operation.createdAt),
      completed: iso(operation.completedAt),
    },
    signers: signers.map((signer) => ({
      name: signer.fullName,
      email: signer.email ?? '—',
      phone: signer.cellphone ? maskPhone(signer.cellphone) : '—',
      status: signer.status,
      signedAt: iso(signer.signedAt),
    })),
    documents: documents.map((document) => ({
      name: document.name,
      original: document.originalSha256,
      signed: document.signedSha256 ?? '—',
    })),
    events: events.map((event) => ({
      seq: event.seq,
      at: event.occurredAt.toISOString(),
      type: event.type,
      actor: `${event.actorType}${event.actorId ? `:${event.actorId.slice(0, 8)}` : ''}`,
      ip: event.ip ?? '',
      hash: event.hash,
    })),
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
  });
  return context.seal(pdf, {
    signerName: 'Confirma',
    method: 'PLATFORM',
    evidenceId: operation.id,
    box: 'auto',
    locale: operation.language,
  });
}

/** Sealed actas by operation and evidence head, per process (blob keys; the bytes are blobs). */
const ACTAS = new Map<string, string>();
const ACTAS_KEPT = 1000;

/**
 * The acta of the operation as its evidence stands now. Building and sealing one takes
 * tens of milliseconds, and every signer's completion screen and confirmation e-mail asks
 * for it: while no new event is recorded (same chain head) and no new anchor stored, the
 * sealed PDF is reused.
 */
export async function currentActa(
  context: TSigningContext,
  operation: TOperationRow,
): Promise<{ key: string; pdf: Uint8Array }> {
  const { blobs } = context.platform;
  const state = await chainState(context.db, { subjectType: 'operation', subjectId: operation.id });
  const cacheKey = `${operation.id}:${state.head ?? ''}:${state.anchors}:${effectiveStatus(operation)}`;
  const known = ACTAS.get(cacheKey);
  if (known && (await blobs.has(known))) return { key: known, pdf: await blobs.get(known) };
  const pdf = await buildActa(context, operation);
  const { key } = await blobs.put(pdf);
  ACTAS.set(cacheKey, key);
  if (ACTAS.size > ACTAS_KEPT) ACTAS.delete(ACTAS.keys().next().value ?? '');
  return { key, pdf };
}
