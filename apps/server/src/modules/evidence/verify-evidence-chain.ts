import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { evidenceHash, GENESIS_HASH } from './evidence-hash.ts';
import { evidenceEvents } from './evidence-schema.ts';

export interface TChainReport {
  ok: boolean;
  events: number;
  /** Hash of the last event: quoted in the sealed certificate, it anchors the chain's end. */
  head: string | null;
  problems: { seq: number; problem: 'hash-mismatch' | 'broken-link' | 'sequence-gap' }[];
}

/** Recomputes a subject's chain from its first event and reports every inconsistency. */
export async function verifyEvidenceChain(
  db: TDbOrTx,
  subject: { subjectType: string; subjectId: string },
): Promise<TChainReport> {
  const events = await db
    .select()
    .from(evidenceEvents)
    .where(
      and(
        eq(evidenceEvents.subjectType, subject.subjectType),
        eq(evidenceEvents.subjectId, subject.subjectId),
      ),
    )
    .orderBy(asc(evidenceEvents.seq));
  const problems: TChainReport['problems'] = [];
  let previous = GENESIS_HASH;
  events.forEach((event, index) => {
    if (event.seq !== index + 1) problems.push({ seq: event.seq, problem: 'sequence-gap' });
    if (event.prevHash !== previous) problems.push({ seq: event.seq, problem: 'broken-link' });
    const { id: _id, hash, ...fields } = event;
    if (evidenceHash(fields) !== hash) problems.push({ seq: event.seq, problem: 'hash-mismatch' });
    previous = hash;
  });
  return {
    ok: problems.length === 0,
    events: events.length,
    head: events.at(-1)?.hash ?? null,
    problems,
  };
}
