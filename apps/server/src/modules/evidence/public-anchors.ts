import { createHash } from 'node:crypto';
import type { TPublicAnchor, TPublicAnchorPage } from '@confirma/contracts/verify';
import { asc, gt } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { evidenceAnchors } from './evidence-schema.ts';

/** A subject as the public anchor log names it: SHA-256 of `<subjectType>:<subjectId>`. */
export function anchorSubject(subject: { subjectType: string; subjectId: string }): string {
  return createHash('sha256').update(`${subject.subjectType}:${subject.subjectId}`).digest('hex');
}

/**
 * The public, append-only log of every evidence anchor, oldest first, after the anchor id
 * `after`: what a third party mirrors so that a chain can be checked against anchors kept
 * outside this database (the subjects hashed, no ids or personal data).
 */
export async function listPublicAnchors(
  db: TDbOrTx,
  { after, limit }: { after: number; limit: number },
): Promise<TPublicAnchorPage> {
  const rows = await db
    .select()
    .from(evidenceAnchors)
    .where(gt(evidenceAnchors.id, after))
    .orderBy(asc(evidenceAnchors.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(
    (row): TPublicAnchor => ({
      id: row.id,
      subject: anchorSubject(row),
      seq: row.seq,
      headHash: row.headHash,
      genTime: row.genTime.toISOString(),
      tsa: row.tsa,
      token: row.token,
    }),
  );
  return { items, last: items.at(-1)?.id ?? null, more: rows.length > limit };
}
