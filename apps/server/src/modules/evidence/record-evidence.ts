import { and, desc, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { evidenceHash, GENESIS_HASH } from './evidence-hash.ts';
import type { TEvidenceEvent } from './evidence-queries.ts';
import { evidenceEvents } from './evidence-schema.ts';

export interface TEvidenceInput {
  subjectType: 'operation' | 'notification' | 'identification' | 'payment' | 'ocr';
  subjectId: string;
  type: string;
  actorType: 'sender' | 'signer' | 'integrator' | 'system';
  actorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  documentSha256?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Appends an event to its subject's chain inside the caller's transaction (the change it
 * records commits with it, or neither does). A transaction-scoped advisory lock on the
 * subject serialises writers, so the chain never forks.
 */
export async function recordEvidence(tx: TTx, input: TEvidenceInput): Promise<TEvidenceEvent> {
  const chain = `${input.subjectType}:${input.subjectId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${chain}, 0))`);
  const [last] = await tx
    .select({ seq: evidenceEvents.seq, hash: evidenceEvents.hash })
    .from(evidenceEvents)
    .where(
      and(
        eq(evidenceEvents.subjectType, input.subjectType),
        eq(evidenceEvents.subjectId, input.subjectId),
      ),
    )
    .orderBy(desc(evidenceEvents.seq))
    .limit(1);
  const fields = {
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    seq: (last?.seq ?? 0) + 1,
    type: input.type,
    actorType: input.actorType,
    actorId: input.actorId ?? null,
    // Millisecond precision: what the database keeps is what was hashed.
    occurredAt: new Date(),
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    documentSha256: input.documentSha256 ?? null,
    data: input.data ?? {},
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const [event] = await tx
    .insert(evidenceEvents)
    .values({ ...fields, hash: evidenceHash(fields) })
    .returning();
  if (!event) throw new Error('evidence insert returned no row');
  return event;
}
