import { and, asc, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { evidenceAnchors, evidenceEvents } from './evidence-schema.ts';

export type TEvidenceSubject = { subjectType: string; subjectId: string };
export type TEvidenceEvent = typeof evidenceEvents.$inferSelect;

const ofSubject = (
  table: typeof evidenceEvents | typeof evidenceAnchors,
  subject: TEvidenceSubject,
) => and(eq(table.subjectType, subject.subjectType), eq(table.subjectId, subject.subjectId));

/** A subject's events in chain order. */
export function listEvidence(db: TDbOrTx, subject: TEvidenceSubject): Promise<TEvidenceEvent[]> {
  return db
    .select()
    .from(evidenceEvents)
    .where(ofSubject(evidenceEvents, subject))
    .orderBy(asc(evidenceEvents.seq));
}

/** The time of the newest event of each of these subjects (of one type), by subject id. */
export async function lastEventTimes(
  db: TDbOrTx,
  { subjectType, subjectIds }: { subjectType: string; subjectIds: string[] },
): Promise<Map<string, Date>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .select({ subjectId: evidenceEvents.subjectId, at: max(evidenceEvents.occurredAt) })
    .from(evidenceEvents)
    .where(
      and(
        eq(evidenceEvents.subjectType, subjectType),
        inArray(evidenceEvents.subjectId, subjectIds),
      ),
    )
    .groupBy(evidenceEvents.subjectId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.subjectId, row.at] as const] : [])));
}

/** Where a chain stands: the hash of its last event and how many anchors it has. */
export async function chainState(
  db: TDbOrTx,
  subject: TEvidenceSubject,
): Promise<{ head: string | null; anchors: number }> {
  const [[head], [anchors]] = await Promise.all([
    db
      .select({ hash: evidenceEvents.hash })
      .from(evidenceEvents)
      .where(ofSubject(evidenceEvents, subject))
      .orderBy(desc(evidenceEvents.seq))
      .limit(1),
    db.select({ count: count() }).from(evidenceAnchors).where(ofSubject(evidenceAnchors, subject)),
  ]);
  return { head: head?.hash ?? null, anchors: anchors?.count ?? 0 };
}

/**
 * Whether the subject's chain holds an event of `type` by `actorId` whose data carries
 * every entry of `data` (compared as text): how a repeated action finds its first record.
 */
export async function hasEvidence(
  db: TDbOrTx,
  query: TEvidenceSubject & { type: string; actorId: string; data: Record<string, string> },
): Promise<boolean> {
  const [row] = await db
    .select({ id: evidenceEvents.id })
    .from(evidenceEvents)
    .where(
      and(
        ofSubject(evidenceEvents, query),
        eq(evidenceEvents.type, query.type),
        eq(evidenceEvents.actorId, query.actorId),
        ...Object.entries(query.data).map(
          ([key, value]) => sql`${evidenceEvents.data}->>${key} = ${value}`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * When the subject's events of these types by this kind of actor happened after `since`,
 * newest first: how an action limited per subject counts its earlier uses.
 */
export async function evidenceTimes(
  db: TDbOrTx,
  query: TEvidenceSubject & { types: string[]; actorType: string; since: Date },
): Promise<Date[]> {
  const rows = await db
    .select({ occurredAt: evidenceEvents.occurredAt })
    .from(evidenceEvents)
    .where(
      and(
        ofSubject(evidenceEvents, query),
        inArray(evidenceEvents.type, query.types),
        eq(evidenceEvents.actorType, query.actorType),
        gt(evidenceEvents.occurredAt, query.since),
      ),
    )
    .orderBy(desc(evidenceEvents.seq));
  return rows.map((row) => row.occurredAt);
}
