import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import {
  checkAnchorsInThread,
  type TAnchorChecker,
  type TAnchorVerdict,
  type TTsaTrust,
} from './anchor-token.ts';
import type { TAnchorReport, TChainReport, TMirroredAnchor } from './evidence-chain.types.ts';
import { evidenceHash, GENESIS_HASH } from './evidence-hash.ts';
import { evidenceAnchors, evidenceEvents } from './evidence-schema.ts';
import { checkMirroredAnchors, distinctMirroredAnchors, sameStamp } from './mirrored-anchors.ts';
import { anchorSubject } from './public-anchors.ts';

type TSubject = { subjectType: string; subjectId: string };

const bySubject = (table: typeof evidenceEvents | typeof evidenceAnchors, subject: TSubject) =>
  and(eq(table.subjectType, subject.subjectType), eq(table.subjectId, subject.subjectId));

/**
 * Recomputes a subject's chain from its first event and checks it against every RFC 3161
 * anchor of the subject: the token verifies, its TSA is in `trust` (without trust no
 * anchor passes), it stamps the stored event at its seq, and that event has exactly the
 * anchored hash. With `mirrored` (a copy of the public anchor log kept elsewhere), the
 * subject's anchors there that the database does not hold are checked too
 * (`checkMirroredAnchors`): one that verifies is a problem of its own (`anchor-missing`),
 * so deleting anchor rows cannot hide a rewrite; one that does not is reported untrusted.
 * The tokens are checked by `check` (this thread unless told: the public verification
 * hands over its verifier thread). Reports every inconsistency.
 */
export async function verifyEvidenceChain(
  db: TDbOrTx,
  subject: TSubject,
  trust: TTsaTrust = [],
  {
    mirrored,
    check = checkAnchorsInThread(trust),
  }: { mirrored?: readonly TMirroredAnchor[]; check?: TAnchorChecker } = {},
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
  // The imprint is recomputed over the event stored now, not the hash the row claims.
  const verdicts = anchors.length
    ? await check(
        anchors.map((anchor) => ({
          token: Buffer.from(anchor.token, 'base64'),
          head: { ...subject, seq: anchor.seq, headHash: hashes.get(anchor.seq) ?? '' },
        })),
      )
    : [];
  const reports = anchors.map((anchor, index): TAnchorReport => {
    const verdict = verdicts[index] as TAnchorVerdict;
    const problem = !verdict.ok
      ? verdict.problem
      : hashes.get(anchor.seq) !== anchor.headHash || !sameStamp(verdict, anchor)
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
    };
  });
  let mirror: TChainReport['mirror'] = null;
  if (mirrored) {
    const inCopy = distinctMirroredAnchors(mirrored, anchorSubject(subject));
    const held = new Set(anchors.map((anchor) => anchor.token));
    const copied = await checkMirroredAnchors(check, {
      subject,
      inCopy: inCopy.length,
      copied: inCopy.filter((anchor) => !held.has(anchor.token)),
      hashes,
    });
    problems.push(...copied.problems);
    reports.push(...copied.reports);
    mirror = copied.mirror;
  }
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
    mirror,
  };
}
