import { asc, max, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import {
  anchorEvidenceChain,
  ChainNotVerifiedError,
  type TAnchorDeps,
  type TAnchorSubject,
} from './anchor-evidence-chain.ts';
import { evidenceAnchors, evidenceEvents } from './evidence-schema.ts';

/**
 * Anchors every chain whose head moved since its last anchor (or that has none), `batch`
 * subjects at a time in key order. A chain that does not verify is skipped and reported;
 * any other failure (the TSA is down) ends the sweep, which the next one resumes. Several
 * workers may sweep at once: an anchored head is stored once.
 */
export async function anchorMovedChains(
  db: TDb,
  deps: TAnchorDeps,
  batch = 100,
): Promise<{ anchored: number; refused: TAnchorSubject[] }> {
  const result = { anchored: 0, refused: [] as TAnchorSubject[] };
  let after = { subjectType: '', subjectId: '' };
  for (;;) {
    const moved = await db
      .select({ subjectType: evidenceEvents.subjectType, subjectId: evidenceEvents.subjectId })
      .from(evidenceEvents)
      .where(
        sql`(${evidenceEvents.subjectType}, ${evidenceEvents.subjectId}) > (${after.subjectType}, ${after.subjectId})`,
      )
      .groupBy(evidenceEvents.subjectType, evidenceEvents.subjectId)
      .having(
        sql`${max(evidenceEvents.seq)} > coalesce((select max(${evidenceAnchors.seq}) from ${evidenceAnchors} where ${evidenceAnchors.subjectType} = ${evidenceEvents.subjectType} and ${evidenceAnchors.subjectId} = ${evidenceEvents.subjectId}), 0)`,
      )
      .orderBy(asc(evidenceEvents.subjectType), asc(evidenceEvents.subjectId))
      .limit(batch);
    for (const row of moved) {
      const subject = row as TAnchorSubject;
      try {
        if (await anchorEvidenceChain(db, deps, subject)) result.anchored++;
      } catch (error) {
        if (!(error instanceof ChainNotVerifiedError)) throw error;
        result.refused.push(subject);
      }
    }
    const last = moved.at(-1);
    if (!last || moved.length < batch) return result;
    after = last;
  }
}
