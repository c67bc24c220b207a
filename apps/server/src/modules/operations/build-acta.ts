import { and, asc, desc, eq } from 'drizzle-orm';
import type { TPlatform } from '../../platform/platform.ts';
import { evidenceEvents } from '../evidence/evidence-schema.ts';
import { verifyEvidenceChain } from '../evidence/verify-evidence-chain.ts';
import type { TSealer } from './complete-signature.ts';
import type { TOperationRow } from './operation-access.ts';
import { operationDocuments, operationSigners } from './operations-schema.ts';
import { renderActa } from './render-acta.ts';
import { maskPhone } from './send-otp.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : '—');

/**
 * The operation certificate ("acta"): operation and signer data (phones masked), document
 * hashes before and after, every evidence event with its hash, the chain head and whether
 * the chain verifies; sealed by the platform like any signed document.
 */
export async function buildActa(platform: TPlatform, seal: TSealer, operation: TOperationRow) {
  const db = platform.database.db;
  const [signers, documents, events, chain] = await Promise.all([
    db.select().from(operationSigners).where(eq(operationSigners.operationId, operation.id)),
    db
      .select()
      .from(operationDocuments)
      .where(eq(operationDocuments.operationId, operation.id))
      .orderBy(asc(operationDocuments.position)),
    db
      .select()
      .from(evidenceEvents)
      .where(
        and(
          eq(evidenceEvents.subjectType, 'operation'),
          eq(evidenceEvents.subjectId, operation.id),
        ),
      )
      .orderBy(asc(evidenceEvents.seq)),
    verifyEvidenceChain(db, { subjectType: 'operation', subjectId: operation.id }),
  ]);
  const pdf = await renderActa({
    language: operation.language,
    operation: {
      id: operation.id,
      domain: operation.domainUuid,
      opClass: String(operation.opClass),
      type: operation.signatureType,
      status: operation.status,
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
    chain: { ok: chain.ok, head: chain.head ?? '—' },
  });
  return seal(pdf, {
    signerName: 'Confirma',
    method: 'PLATFORM',
    evidenceId: operation.id,
    box: 'auto',
    locale: operation.language as 'es' | 'en' | 'it',
  });
}

/** Sealed actas by operation and evidence head, per process (blob keys; the bytes are blobs). */
const ACTAS = new Map<string, string>();
const ACTAS_KEPT = 1000;

/**
 * The acta of the operation as its evidence stands now. Building and sealing one takes
 * tens of milliseconds, and every signer's completion screen and confirmation e-mail asks
 * for it: while no new event is recorded (same chain head) the sealed PDF is reused.
 */
export async function currentActa(
  platform: TPlatform,
  seal: TSealer,
  operation: TOperationRow,
): Promise<{ key: string; pdf: Uint8Array }> {
  const [head] = await platform.database.db
    .select({ hash: evidenceEvents.hash })
    .from(evidenceEvents)
    .where(
      and(eq(evidenceEvents.subjectType, 'operation'), eq(evidenceEvents.subjectId, operation.id)),
    )
    .orderBy(desc(evidenceEvents.seq))
    .limit(1);
  const cacheKey = `${operation.id}:${head?.hash ?? ''}:${operation.status}`;
  const known = ACTAS.get(cacheKey);
  if (known && (await platform.blobs.has(known))) {
    return { key: known, pdf: await platform.blobs.get(known) };
  }
  const pdf = await buildActa(platform, seal, operation);
  const { key } = await platform.blobs.put(pdf);
  ACTAS.set(cacheKey, key);
  if (ACTAS.size > ACTAS_KEPT) ACTAS.delete(ACTAS.keys().next().value ?? '');
  return { key, pdf };
}
