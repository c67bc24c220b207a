import { z } from 'zod';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import type { TPlatform } from '../../platform/platform.ts';
import type { TTimestamper } from '../sealing/index.ts';
import { anchorImprint, checkAnchorToken, type TTsaTrust } from './anchor-token.ts';
import { evidenceAnchors } from './evidence-schema.ts';
import { verifyEvidenceChain } from './verify-evidence-chain.ts';

/** The platform's time stamping (platform TSA or TSA_URL) and the TSAs anchors may come from. */
export interface TAnchorDeps {
  timestamp: TTimestamper;
  trust: TTsaTrust;
}

export const ZAnchorJob = z.object({
  subjectType: z.enum(['operation', 'notification', 'identification', 'payment', 'ocr']),
  subjectId: z.string().min(1),
});
export type TAnchorSubject = z.infer<typeof ZAnchorJob>;

/** A chain that does not verify is never stamped: that would date a forged history. */
export class ChainNotVerifiedError extends Error {}

/**
 * Time-stamps the subject's chain head (RFC 3161) and stores the anchor, unless that head
 * is already anchored or the chain is empty. The chain is verified first, the token is
 * checked (trusted TSA, our imprint) before it is kept, and two workers anchoring the
 * same head store one row. Returns the new anchor's seq, or null.
 */
export async function anchorEvidenceChain(
  db: TDbOrTx,
  deps: TAnchorDeps,
  subject: TAnchorSubject,
): Promise<number | null> {
  const report = await verifyEvidenceChain(db, subject, deps.trust);
  if (!report.ok) {
    throw new ChainNotVerifiedError(
      `${subject.subjectType} ${subject.subjectId}: ${JSON.stringify(report.problems)}`,
    );
  }
  if (!report.head || report.anchors.some((anchor) => anchor.seq === report.events)) return null;
  const head = { ...subject, seq: report.events, headHash: report.head };
  const token = await deps.timestamp(anchorImprint(head));
  const check = checkAnchorToken(token, head, deps.trust);
  if (!check.ok) throw new Error(`the time stamp cannot anchor the chain: ${check.reason}`);
  const [row] = await db
    .insert(evidenceAnchors)
    .values({
      ...head,
      token: Buffer.from(token).toString('base64'),
      genTime: check.info.genTime,
      tsa: check.info.signer.subjectCommonName,
    })
    .onConflictDoNothing()
    .returning({ seq: evidenceAnchors.seq });
  return row?.seq ?? null;
}

export const ANCHOR_JOB = 'evidence.anchor';

/** Queues the anchoring of a subject's chain head, in the transaction that moved it. */
export function queueAnchor(platform: TPlatform, tx: TTx, subject: TAnchorSubject) {
  return platform.enqueue(tx, ANCHOR_JOB, ZAnchorJob.parse(subject));
}

/** Runs a queued anchoring; a TSA failure is a failed attempt, retried with backoff. */
export function createAnchorHandler(deps: TAnchorDeps): TJobHandler {
  return async (payload, _job, ctx) => {
    await anchorEvidenceChain(ctx.db, deps, jobPayload(ZAnchorJob, payload));
  };
}
