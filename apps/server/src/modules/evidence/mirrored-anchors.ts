import { isCanonicalBase64 } from '@confirma/contracts/verify';
import type { TAnchorChecker, TAnchoredHead, TAnchorVerdict } from './anchor-token.ts';
import type {
  TAnchorReport,
  TChainReport,
  TMirroredAnchor,
  TMirrorReport,
} from './evidence-chain.types.ts';

/**
 * The copy's anchors of one subject (`key`: anchorSubject's hash), each token once. The log
 * writes tokens in canonical base64, one spelling per byte string, so equal bytes are equal
 * strings: a copy that repeats one anchor costs one check. A token in another spelling
 * (a line break inside, a stray character) is kept apart, to fail unread as not the log's.
 */
export function distinctMirroredAnchors(
  mirrored: readonly TMirroredAnchor[],
  key: string,
): TMirroredAnchor[] {
  const seen = new Set<string>();
  const distinct: TMirroredAnchor[] = [];
  for (const anchor of mirrored) {
    if (anchor.subject !== key || seen.has(anchor.token)) continue;
    seen.add(anchor.token);
    distinct.push(anchor);
  }
  return distinct;
}

/** The token's time and TSA are the ones written beside it. */
export function sameStamp(
  verdict: Extract<TAnchorVerdict, { ok: true }>,
  anchor: { genTime: Date; tsa: string },
): boolean {
  return verdict.genTime === anchor.genTime.getTime() && verdict.tsa === anchor.tsa;
}

const NOT_CANONICAL = 'the token is not canonical base64';

/**
 * Checks a copy's anchors of a subject that the database does not hold (`copied`). Each is
 * first checked against the head it claims, its own seq and hash: a token that does not
 * verify there (not a token, not by a trusted TSA, another head's stamp, another time or
 * TSA than written beside it) is no evidence, and only reported as untrusted: anyone can
 * post a copy. One that verifies is a stamp the TSA really made that the database lost:
 * `anchor-missing`, and `anchor-mismatch` too when the event stored at its seq is not the
 * one stamped.
 */
export async function checkMirroredAnchors(
  check: TAnchorChecker,
  {
    subject,
    inCopy,
    copied,
    hashes,
  }: {
    subject: { subjectType: string; subjectId: string };
    inCopy: number;
    copied: readonly TMirroredAnchor[];
    hashes: ReadonlyMap<number, string>;
  },
): Promise<{
  reports: TAnchorReport[];
  problems: TChainReport['problems'];
  mirror: TMirrorReport;
}> {
  const readable = copied.filter((anchor) => isCanonicalBase64(anchor.token));
  const verdicts = readable.length
    ? await check(
        readable.map((anchor) => ({
          token: Buffer.from(anchor.token, 'base64'),
          head: { ...subject, seq: anchor.seq, headHash: anchor.headHash } as TAnchoredHead,
        })),
      )
    : [];
  const verdictOf = new Map(readable.map((anchor, index) => [anchor, verdicts[index]]));
  const reports: TAnchorReport[] = [];
  const problems: TChainReport['problems'] = [];
  const untrusted: TMirrorReport['untrusted'] = [];
  for (const anchor of copied) {
    const verdict = verdictOf.get(anchor);
    const genTime = new Date(anchor.genTime);
    if (!verdict?.ok || !sameStamp(verdict, { genTime, tsa: anchor.tsa })) {
      const reason = !verdict
        ? NOT_CANONICAL
        : verdict.ok
          ? 'its time or TSA differs'
          : verdict.reason;
      untrusted.push({ seq: anchor.seq, reason });
      continue;
    }
    problems.push({ seq: anchor.seq, problem: 'anchor-missing' });
    const matches = hashes.get(anchor.seq) === anchor.headHash;
    if (!matches) problems.push({ seq: anchor.seq, problem: 'anchor-mismatch' });
    reports.push({
      seq: anchor.seq,
      headHash: anchor.headHash,
      genTime: genTime.toISOString(),
      tsa: anchor.tsa,
      token: anchor.token,
      valid: matches,
      mirrored: true,
    });
  }
  return { reports, problems, mirror: { anchors: inCopy, missing: reports.length, untrusted } };
}
