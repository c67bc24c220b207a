import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TUnanchoredEvent } from './anchor-deadline.ts';
import { checkAnchorToken, type TTsaTrust } from './anchor-token.ts';
import { evidenceHash, GENESIS_HASH } from './evidence-hash.ts';
import { evidenceAnchors, evidenceEvents } from './evidence-schema.ts';
import { anchorSubject } from './public-anchors.ts';

export type TChainProblem =
  | 'hash-mismatch'
  | 'broken-link'
  | 'sequence-gap'
  | 'anchor-mismatch'
  | 'anchor-invalid'
  | 'anchor-untrusted'
  | 'anchor-missing';

export interface TAnchorReport {
  seq: number;
  headHash: string;
  /** The stamp's time (ISO 8601) and the TSA's common name, as stored beside the token. */
  genTime: string;
  tsa: string;
  /** The DER TimeStampToken, base64. */
  token: string;
  valid: boolean;
  /** Read from a mirrored copy of the public anchor log, not from this database. */
  mirrored?: true;
}

export interface TChainReport {
  ok: boolean;
  events: number;
  /** Hash of the last event: quoted in the sealed certificate, it anchors the chain's end. */
  head: string | null;
  /**
   * Events 1..anchoredEvents are fixed by the newest valid time stamp: rewriting any of
   * them fails verification. Later events are covered by the hash chain alone.
   */
  anchoredEvents: number;
  /** The events after anchoredEvents, with when each was recorded: not anchored (yet). */
  unanchored: TUnanchoredEvent[];
  anchors: TAnchorReport[];
  problems: { seq: number; problem: TChainProblem }[];
}

type TSubject = { subjectType: string; subjectId: string };

const bySubject = (table: typeof evidenceEvents | typeof evidenceAnchors, subject: TSubject) =>
  and(eq(table.subjectType, subject.subjectType), eq(table.subjectId, subject.subjectId));

/** An anchor of a mirrored copy of the public log (GET /api/verify/anchors). */
export interface TMirroredAnchor {
  subject: string;
  seq: number;
  headHash: string;
  genTime: string;
  tsa: string;
  token: string;
}

/**
 * Recomputes a subject's chain from its first event and checks it against every RFC 3161
 * anchor of the subject: the token verifies, its TSA is in `trust` (without trust no
 * anchor passes), it stamps the stored event at its seq, and that event has exactly the
 * anchored hash. With `mirrored` (a copy of the public anchor log kept elsewhere), the
 * subject's anchors there are checked the same way, and one the database no longer holds
 * is a problem of its own (`anchor-missing`): deleting anchor rows cannot hide a rewrite.
 * Reports every inconsistency.
 */
export async function verifyEvidenceChain(
  db: TDbOrTx,
  subject: TSubject,
  trust: TTsaTrust = [],
  mirrored: readonly TMirroredAnchor[] = [],
): Promise<TChainReport> {
  const [events, anchors] = await Promise.all([
    db
      .select()
      .from(evidenceEvents)
      .where(bySubject(evidenceEvents, subject))
      .orderBy(asc(evidenceEvents.seq)),
    db
      .select()
      .from(evidenceAnchors)
      .where(bySubject(evidenceAnchors, subject))
      .orderBy(asc(evidenceAnchors.seq)),
  ]);
  const problems: TChainReport['problems'] = [];
  let previous = GENESIS_HASH;
  events.forEach((event, index) => {
    if (event.seq !== index + 1) problems.push({ seq: event.seq, problem: 'sequence-gap' });
    if (event.prevHash !== previous) problems.push({ seq: event.seq, problem: 'broken-link' });
    const { id: _id, hash, ...fields } = event;
    if (evidenceHash(fields) !== hash) problems.push({ seq: event.seq, problem: 'hash-mismatch' });
    previous = hash;
  });
  const hashes = new Map(events.map((event) => [event.seq, event.hash]));
  const held = new Set(anchors.map((anchor) => anchor.token));
  const key = anchorSubject(subject);
  const fromMirror = mirrored
    .filter((anchor) => anchor.subject === key && !held.has(anchor.token))
    .map((anchor) => ({ ...anchor, genTime: new Date(anchor.genTime), mirrored: true as const }));
  for (const anchor of fromMirror) problems.push({ seq: anchor.seq, problem: 'anchor-missing' });
  const all = [...anchors.map((anchor) => ({ ...anchor, mirrored: undefined })), ...fromMirror];
  const reports = all.map((anchor): TAnchorReport => {
    const stored = hashes.get(anchor.seq);
    // The imprint is recomputed over the event stored now, not the hash the row claims.
    const check = checkAnchorToken(
      Buffer.from(anchor.token, 'base64'),
      { ...subject, seq: anchor.seq, headHash: stored ?? '' },
      trust,
    );
    const problem = !check.ok
      ? check.problem
      : stored !== anchor.headHash ||
          check.info.genTime.getTime() !== anchor.genTime.getTime() ||
          check.info.signer.subjectCommonName !== anchor.tsa
        ? 'anchor-mismatch'
        : null;
    if (problem) problems.push({ seq: anchor.seq, problem });
    return {
      seq: anchor.seq,
      headHash: anchor.headHash,
      genTime: anchor.genTime.toISOString(),
      tsa: anchor.tsa,
      token: anchor.token,
      valid: problem === null,
      ...(anchor.mirrored ? { mirrored: true as const } : {}),
    };
  });
  const anchoredEvents = Math.max(
    0,
    ...reports.filter((item) => item.valid).map((item) => item.seq),
  );
  return {
    ok: problems.length === 0,
    events: events.length,
    head: events.at(-1)?.hash ?? null,
    anchoredEvents,
    unanchored: events
      .filter((event) => event.seq > anchoredEvents)
      .map((event) => ({ seq: event.seq, occurredAt: event.occurredAt.toISOString() })),
    anchors: reports,
    problems,
  };
}
