import type { TIdentificationResultResponse } from '@confirma/contracts/identification';
import type { TReviewDecisionResponse } from '@confirma/contracts/review';
import {
  checklistComplete,
  type TReviewDecisionRequest,
  type TReviewer,
  type TReviewStage,
} from '@confirma/contracts/review-decision';
import type { TTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { isMemberOf, recordOrganizationEvent } from '../../accounts/index.ts';
import { recordEvidence } from '../../evidence/index.ts';
import type { TOperationRow, TSignerRow } from '../../operations/index.ts';
import { emitWebhookEvent } from '../../webhooks/index.ts';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';
import { CERTIFICATE_JOB } from '../identification-jobs.ts';
import { updateIdentification } from '../identification-queries.ts';
import { markIdentified } from '../verdict/identification-result.ts';
import { storedResult } from '../verdict/judge-identification.ts';
import { notifyReviewDecision } from './notify-review-decision.ts';
import { decisionRecord, findReview, insertReview, type TReviewRow } from './review-queries.ts';

/** Who decides, and from where. */
export interface TReviewerActing extends TReviewer {
  meta: { ip: string | null; userAgent: string | null };
}

/** The case a decision acts on. */
export interface TReviewCaseRef {
  row: TIdentificationRow;
  operation: TOperationRow;
  signer: TSignerRow;
}

/**
 * A person's decision on an identification under REVIEW, from the review desk (a platform
 * reviewer) or the owner's endpoint (an account that decides its own): checked, then
 * recorded in one transaction with its evidence. Without four-eyes it decides (SINGLE);
 * with four-eyes the first waits (FIRST) and a second, different reviewer, always the
 * platform's, confirms it (CONFIRMED: it decides) or overrules it (OVERRULED: the case goes
 * back with both reasons). A decision passes the identification as a verdict would (the
 * signer identified, the operation moves on) or fails it (the signer may try again), seals
 * the certificate again, emits the webhook and tells the signer.
 */
export async function decideReview(
  context: TIdentificationContext,
  ref: TReviewCaseRef,
  reviewer: TReviewerActing,
  request: TReviewDecisionRequest,
): Promise<TReviewDecisionResponse> {
  const { row } = ref;
  const result = storedResult(row);
  if (row.status !== 'REVIEW' || !result) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'The identification is not under review');
  }
  if (request.decision === 'APPROVE' && !checklistComplete(request.checklist)) {
    throw new AppError('REVIEW_CHECKLIST_INCOMPLETE', 'An approval needs every item ticked');
  }
  const pending = row.reviewPendingId
    ? await findReview(context.db, { id: row.reviewPendingId })
    : null;
  const ownAccount =
    ref.operation.organizationId !== null &&
    (await isMemberOf(context.db, {
      userId: reviewer.userId,
      organizationId: ref.operation.organizationId,
    }));
  checkTurn(ref, reviewer, pending, ownAccount);
  const stage: TReviewStage = pending
    ? pending.decision === request.decision
      ? 'CONFIRMED'
      : 'OVERRULED'
    : row.reviewFourEyes
      ? 'FIRST'
      : 'SINGLE';
  return context.db.transaction(async (tx) => {
    const decided = await insertReview(tx, {
      identificationId: row.id,
      stage,
      decision: request.decision,
      reviewerRole: reviewer.role,
      reviewerUserId: reviewer.userId,
      reason: request.reason,
      checklist: request.checklist,
    });
    const decision = decisionRecord(decided);
    if (stage === 'FIRST' || stage === 'OVERRULED') {
      await recordStep(tx, ref, reviewer, { decided, pending, stage });
      const status = 'REVIEW' as const;
      return { outcome: stage === 'FIRST' ? 'PENDING' : 'REOPENED', status, decision, result };
    }
    const reviewed = await recordFinal(context, tx, ref, reviewer, { decided, pending, result });
    return { outcome: 'DECIDED', status: reviewed.status, decision, result: reviewed };
  });
}

/**
 * Whose turn it is: a first decision waiting is confirmed by the platform's reviewers only,
 * never by whoever made it; otherwise the account's choice decides (the platform's
 * reviewers or the owner's). A platform reviewer never decides a case of an organisation
 * they are a member of.
 */
function checkTurn(
  ref: TReviewCaseRef,
  reviewer: TReviewerActing,
  pending: TReviewRow | null,
  ownAccount: boolean,
) {
  const platform = reviewer.role === 'platform_reviewer';
  if (platform && ownAccount) {
    throw new AppError('REVIEW_OWN_ACCOUNT', "A reviewer does not decide their own account's");
  }
  if (pending) {
    if (!platform) throw new AppError('REVIEW_BY_PLATFORM', 'A platform reviewer confirms it');
    if (pending.reviewerUserId === reviewer.userId) {
      throw new AppError('REVIEW_SAME_REVIEWER', 'Another reviewer confirms the first decision');
    }
    return;
  }
  const byOwner = ref.row.reviewBy === 'OWNER';
  if (byOwner && platform) throw new AppError('REVIEW_BY_OWNER', "The account's owner decides");
  if (!byOwner && !platform) {
    throw new AppError('REVIEW_BY_PLATFORM', "The platform's reviewers decide");
  }
}

const evidenceActor = (reviewer: TReviewerActing) => ({
  actorType: reviewer.role === 'platform_reviewer' ? ('reviewer' as const) : ('sender' as const),
  actorId: reviewer.userId,
  ...reviewer.meta,
});

const decisionEvidence = (record: TReviewRow) => ({
  stage: record.stage,
  decision: record.decision,
  reviewer: { role: record.reviewerRole, userId: record.reviewerUserId },
  reason: record.reason,
  checklist: record.checklist,
});

/** A four-eyes step that decides nothing yet: a first decision, or one overruled. */
async function recordStep(
  tx: TTx,
  ref: TReviewCaseRef,
  reviewer: TReviewerActing,
  step: { decided: TReviewRow; pending: TReviewRow | null; stage: 'FIRST' | 'OVERRULED' },
) {
  // Of two decisions at once, one moves it; the other finds it moved and stores nothing.
  const moved = await updateIdentification(tx, {
    id: ref.row.id,
    from: 'REVIEW',
    pendingId: step.pending?.id ?? null,
    set: { reviewPendingId: step.stage === 'FIRST' ? step.decided.id : null },
  });
  if (!moved) throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Decided meanwhile');
  await recordEvidence(tx, {
    subjectType: 'identification',
    subjectId: ref.row.id,
    type:
      step.stage === 'FIRST' ? 'identification.review_pending' : 'identification.review_overruled',
    ...evidenceActor(reviewer),
    data: {
      ...decisionEvidence(step.decided),
      ...(step.pending ? { overrules: decisionEvidence(step.pending) } : {}),
    },
  });
}

/** The decision that ends the review: the identification passes or fails. */
async function recordFinal(
  context: TIdentificationContext,
  tx: TTx,
  ref: TReviewCaseRef,
  reviewer: TReviewerActing,
  final: { decided: TReviewRow; pending: TReviewRow | null; result: TIdentificationResultResponse },
): Promise<TIdentificationResultResponse> {
  const { row, operation, signer } = ref;
  const { decided, pending } = final;
  const first = pending ?? decided;
  const approved = decided.decision === 'APPROVE';
  const at = decided.createdAt;
  const reviewed: TIdentificationResultResponse = {
    ...final.result,
    status: approved ? 'PASSED' : 'FAILED',
    review: {
      decision: approved ? 'APPROVED' : 'REJECTED',
      at: at.toISOString(),
      reviewer: { role: first.reviewerRole, userId: first.reviewerUserId },
      reason: first.reason,
      checklist: first.checklist,
      ...(pending
        ? {
            confirmedBy: {
              reviewer: { role: decided.reviewerRole, userId: decided.reviewerUserId },
              reason: decided.reason,
              checklist: decided.checklist,
              at: at.toISOString(),
            },
          }
        : {}),
    },
  };
  const moved = await updateIdentification(tx, {
    id: row.id,
    from: 'REVIEW',
    pendingId: pending?.id ?? null,
    // The certificate is sealed again, with the decision among its events.
    set: {
      status: reviewed.status,
      result: reviewed,
      reviewPendingId: null,
      certificateSha256: null,
    },
  });
  if (!moved) throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Decided meanwhile');
  const evidence = evidenceActor(reviewer);
  await recordEvidence(tx, {
    subjectType: 'identification',
    subjectId: row.id,
    type: 'identification.reviewed',
    ...evidence,
    data: {
      ...decisionEvidence(decided),
      ...(pending ? { confirms: decisionEvidence(pending) } : {}),
      reviewReasons: final.result.reviewReasons,
    },
  });
  await context.platform.enqueue(tx, CERTIFICATE_JOB, { identificationId: row.id });
  if (operation.organizationId) {
    // The organisation's audit log: its member by name, the platform's reviewers as the platform.
    await recordOrganizationEvent(tx, {
      organizationId: operation.organizationId,
      actorUserId: reviewer.role === 'account_owner' ? reviewer.userId : null,
      action: 'identification.reviewed',
      target: operation.id,
      data: { decision: reviewed.review?.decision },
    });
    await emitWebhookEvent(
      context.platform,
      tx,
      operation.organizationId,
      approved ? 'identification.passed' : 'identification.failed',
      { operationUuid: operation.id, signerUuid: signer.id, result: reviewed.status },
    );
  }
  await notifyReviewDecision(context, tx, { operation, signer, approved });
  if (approved) {
    await markIdentified(context.platform, tx, {
      operationId: operation.id,
      signer,
      videoUuid: row.id,
      at,
      evidence,
    });
  }
  return reviewed;
}
