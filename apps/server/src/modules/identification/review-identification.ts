import type {
  TIdentificationResultResponse,
  TIdentificationReviewRequest,
} from '@confirma/contracts/identification';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import type { TOperationAccess } from '../operations/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import type { TIdentificationContext } from './identification.types.ts';
import { CERTIFICATE_JOB } from './identification-jobs.ts';
import { updateIdentification } from './identification-queries.ts';
import { markIdentified } from './identification-result.ts';
import { storedResult } from './judge-identification.ts';
import { findReadableIdentification } from './readable-identification.ts';

/**
 * `POST identification/review/{op}/{video}`: the operation's owner decides an identification
 * the verdict left to a person (REVIEW). Approved, it passes as a verdict would (the signer
 * IDENTIFIED, the operation moves on); rejected, it fails and the signer may try again. In
 * one transaction, with the evidence of who decided, and the certificate sealed anew so it
 * carries the decision.
 */
export async function reviewIdentification(
  context: TIdentificationContext,
  access: TOperationAccess,
  videoUuid: string,
  request: TIdentificationReviewRequest,
  meta: { ip: string | null; userAgent: string | null },
): Promise<TIdentificationResultResponse> {
  if (access.actor !== 'sender') {
    throw new AppError('FORBIDDEN', "Only the operation's owner reviews an identification");
  }
  const { row, signer } = await findReadableIdentification(context, access, videoUuid);
  const result = storedResult(row);
  if (row.status !== 'REVIEW' || !result) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'The identification is not under review');
  }
  const approved = request.decision === 'APPROVE';
  const now = new Date();
  const reviewed: TIdentificationResultResponse = {
    ...result,
    review: { decision: approved ? 'APPROVED' : 'REJECTED', at: now.toISOString() },
  };
  await context.db.transaction(async (tx) => {
    const done = await updateIdentification(tx, {
      id: row.id,
      from: 'REVIEW',
      // The certificate is sealed again, with the decision among its events.
      set: { status: approved ? 'PASSED' : 'FAILED', result: reviewed, certificateSha256: null },
    });
    if (!done) throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Reviewed meanwhile');
    const evidence = { actorType: 'sender' as const, actorId: access.userId, ...meta };
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: 'identification.reviewed',
      ...evidence,
      data: { decision: reviewed.review, reviewReasons: result.reviewReasons },
    });
    await context.platform.enqueue(tx, CERTIFICATE_JOB, { identificationId: row.id });
    await emitWebhookEvent(
      context.platform,
      tx,
      access.userId,
      approved ? 'identification.passed' : 'identification.failed',
      {
        operationUuid: access.operation.id,
        signerUuid: signer.id,
        result: approved ? 'PASSED' : 'FAILED',
      },
    );
    if (approved) {
      await markIdentified(context.platform, tx, {
        operationId: access.operation.id,
        signer,
        videoUuid: row.id,
        at: now,
        evidence,
      });
    }
  });
  return reviewed;
}
