import {
  RISK_SIGNAL_CODES,
  type TIdentificationStanding,
  type TIdentificationStep,
} from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import { effectiveStatus, type TOperationAccess } from '../../operations/index.ts';
import { isIdentificationOnly, signerSignatureType } from '../../signer-requests/index.ts';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';
import { countStartedAttempts, findLatestIdentification } from '../identification-queries.ts';
import { reviewDueAt } from '../review/review-case-summary.ts';
import { storedResult } from '../verdict/judge-identification.ts';

/** The operation's ends that leave a signer not yet through with nothing to do. */
const CLOSED_BY = {
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
  REJECTED: 'REJECTED',
  SIGNED: 'FINISHED',
  IDENTIFIED: 'FINISHED',
  ACKNOWLEDGED: 'FINISHED',
  BOUNCED: 'FINISHED',
} as const;

/**
 * `GET identification/standing/{op}`: where the signer of the token stands, so a link
 * opened again (or resent) shows it instead of a dead end. A read: nothing is written (an
 * operation past its end date reads EXPIRED, as everywhere). Only the signer asks; the
 * owner reads the operation's detail.
 */
export async function readIdentificationStanding(
  context: TIdentificationContext,
  access: TOperationAccess,
): Promise<TIdentificationStanding> {
  if (access.actor !== 'signer') {
    throw new AppError(
      'FORBIDDEN',
      "Only the signer reads where they stand; the owner reads the operation's detail",
    );
  }
  const { operation, signer } = access;
  const latest = await findLatestIdentification(context.db, {
    operationId: operation.id,
    signerId: signer.id,
    started: true,
  });
  const begun = await countStartedAttempts(context.db, {
    operationId: operation.id,
    signerId: signer.id,
  });
  const attemptsLeft = Math.max(0, context.platform.config.IDENTIFICATION_MAX_ATTEMPTS - begun);
  const status = effectiveStatus(operation);
  const closedBy = status in CLOSED_BY ? CLOSED_BY[status as keyof typeof CLOSED_BY] : null;
  const passed = Boolean(signer.identifiedAt) || latest?.status === 'PASSED';
  const step = stepOf({
    passed,
    // Identified, the signer's own ending (their identification ended the operation, or they
    // signed) is no closure; another ending leaves them a step they cannot take.
    closed:
      closedBy !== null && !(passed && (closedBy === 'FINISHED' || signer.status === 'SIGNED')),
    waiting: signer.status === 'PENDING',
    latest,
    attemptsLeft,
  });
  const type = signerSignatureType(signer);
  return {
    step,
    closedBy: step === 'CLOSED' ? closedBy : null,
    signsAfter: !isIdentificationOnly(type),
    signed: signer.status === 'SIGNED',
    attemptsLeft,
    identification: latest
      ? attemptOf(latest, context.platform.config.IDENTIFICATION_REVIEW_SLA_MINUTES)
      : null,
  };
}

function stepOf({
  passed,
  closed,
  waiting,
  latest,
  attemptsLeft,
}: {
  passed: boolean;
  closed: boolean;
  waiting: boolean;
  latest: TIdentificationRow | null;
  attemptsLeft: number;
}): TIdentificationStep {
  if (closed) return 'CLOSED';
  if (passed) return 'PASSED';
  if (waiting) return 'WAITING';
  if (latest?.status === 'REVIEW') return 'REVIEW';
  if (attemptsLeft === 0) return 'EXHAUSTED';
  if (latest?.status === 'FAILED') return 'RETRY';
  return 'IDENTIFY';
}

/**
 * The attempt as the signer is told it: under review, who decides and when a decision is
 * expected. The risk signals are not said (they would tell a fraudster what gave them away).
 */
function attemptOf(
  row: TIdentificationRow,
  slaMinutes: number,
): NonNullable<TIdentificationStanding['identification']> {
  const result = storedResult(row);
  const review = row.status === 'REVIEW';
  return {
    videoUuid: row.id,
    status: row.status,
    failures: result?.failures ?? [],
    reviewReasons: review
      ? (result?.reviewReasons ?? []).filter((reason) => !isRiskSignal(reason))
      : [],
    completedAt: row.completedAt?.toISOString() ?? null,
    review: review
      ? {
          by: row.reviewBy ?? 'PLATFORM',
          expectedBy: reviewDueAt(row, slaMinutes).toISOString(),
        }
      : null,
  };
}

const isRiskSignal = (reason: string) => (RISK_SIGNAL_CODES as readonly string[]).includes(reason);
