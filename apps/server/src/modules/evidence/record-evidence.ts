import type { TEvidenceEventTypes } from '@confirma/contracts/evidence-events';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { evidenceHash, GENESIS_HASH } from './evidence-hash.ts';
import type { TEvidenceEvent } from './evidence-queries.ts';
import { evidenceEvents } from './evidence-schema.ts';

/** What every event says besides its chain and type. */
interface TEvidenceFacts {
  subjectId: string;
  /** `reviewer`: a platform reviewer deciding an identification under review. */
  actorType: 'sender' | 'signer' | 'integrator' | 'system' | 'reviewer';
  actorId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  documentSha256?: string | null;
  data?: Record<string, unknown>;
}

/**
 * An event of `subjectType`'s chain, of one of its listed types
 * (`@confirma/contracts/evidence-events`, which every reader of evidence labels).
 */
export type TEvidenceInput<TSubject extends keyof TEvidenceEventTypes = keyof TEvidenceEventTypes> =
  {
    [S in TSubject]: TEvidenceFacts & { subjectType: S; type: TEvidenceEventTypes[S] };
  }[TSubject];

/** An operation's event before its chain is named (the operations module adds it). */
export type TOperationEvidence = Omit<TEvidenceInput<'operation'>, 'subjectType' | 'subjectId'>;

/**
 * The chain tails a transaction holds (their advisory lock is taken, or the subject is new in
 * it): until it ends nobody else appends to them, so its next event needs neither the lock
 * nor the read again. Keyed by the transaction handle: a savepoint's handle reads the tail
 * afresh, and an outer tail made stale by a savepoint's event fails on the chain's unique
 * index rather than fork.
 */
const heldTails = new WeakMap<TTx, Map<string, { seq: number; hash: string }>>();

/**
 * Appends an event to its subject's chain inside the caller's transaction (the change it
 * records commits with it, or neither does). A transaction-scoped advisory lock on the
 * subject serialises writers, so the chain never forks. `newSubject`: the subject was
 * created in this transaction (not visible to any other before it commits), so its chain
 * starts here without the lock and the read; the chain's unique (subject, seq) index
 * refuses a fork all the same.
 */
export async function recordEvidence(
  tx: TTx,
  input: TEvidenceInput,
  { newSubject = false }: { newSubject?: boolean } = {},
): Promise<TEvidenceEvent> {
  const chain = `${input.subjectType}:${input.subjectId}`;
  let tails = heldTails.get(tx);
  if (!tails) {
    tails = new Map();
    heldTails.set(tx, tails);
  }
  let last = tails.get(chain) ?? (newSubject ? { seq: 0, hash: GENESIS_HASH } : undefined);
  if (!last) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${chain}, 0))`);
    const [row] = await tx
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
    last = row ?? { seq: 0, hash: GENESIS_HASH };
  }
  const fields = {
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    seq: last.seq + 1,
    type: input.type,
    actorType: input.actorType,
    actorId: input.actorId ?? null,
    // Millisecond precision: what the database keeps is what was hashed.
    occurredAt: new Date(),
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    documentSha256: input.documentSha256 ?? null,
    data: input.data ?? {},
    prevHash: last.hash,
  };
  const [event] = await tx
    .insert(evidenceEvents)
    .values({ ...fields, hash: evidenceHash(fields) })
    .returning();
  if (!event) throw new Error('evidence insert returned no row');
  tails.set(chain, { seq: event.seq, hash: event.hash });
  return event;
}
