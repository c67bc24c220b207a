import type { TReviewCase, TReviewDecisionResponse } from '@confirma/contracts/review';
import { Alert, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewDecisionForm } from '../../../components/review-decision-form';
import { useErrorText } from '../../../hooks/use-error-text';
import { useDecideReview } from '../api/decide-review';
import { DecisionRecord } from './review-history';
import { ReviewSection } from './review-section';

/** Why this reviewer cannot decide the case now, or null when they can. */
function blocked(reviewCase: TReviewCase, me: string | null) {
  if (reviewCase.status !== 'REVIEW') return 'decided';
  if (reviewCase.account.userId === me) return 'ownAccount';
  if (reviewCase.awaitingSecond) {
    return reviewCase.pending?.reviewer.userId === me ? 'sameReviewer' : null;
  }
  // The owner decides first where the account chose to; the desk confirms it after.
  return reviewCase.decidedBy === 'OWNER' ? 'ownerFirst' : null;
}

/**
 * The reviewer's decision: the checklist and reason form, or why there is none (decided,
 * the reviewer's own account, their own first decision waiting for someone else, the
 * owner deciding first). With four-eyes a first decision waits for a second, different
 * reviewer, who sees it and confirms or overrules it. After a decision, what it did.
 */
export function ReviewDecisionPanel({
  reviewCase,
  me,
}: {
  reviewCase: TReviewCase;
  /** The signed-in reviewer's user id. */
  me: string | null;
}) {
  const { t } = useTranslation('review');
  const errorText = useErrorText();
  const decide = useDecideReview(reviewCase.id);
  const [outcome, setOutcome] = useState<TReviewDecisionResponse | null>(null);
  const reason = blocked(reviewCase, me);
  const second = reviewCase.awaitingSecond && reason === null;
  return (
    <ReviewSection title={t(second ? 'form.secondTitle' : 'form.title')} testId="review-decision">
      {outcome && (
        <Alert severity={outcome.outcome === 'DECIDED' ? 'success' : 'info'} role="status">
          {t(`outcome.${outcome.outcome}`, {
            decision: t(`decisionWords.${outcome.decision.decision}`),
          })}
        </Alert>
      )}
      {reason && (
        <Alert severity="info" data-testid="review-blocked" data-reason={reason}>
          {t(`blocked.${reason}`, {
            status: t(`workspace:operation.identification.status.${reviewCase.status}`),
          })}
        </Alert>
      )}
      {reviewCase.awaitingSecond && reviewCase.pending && (
        <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="review-pending">
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('form.pendingTitle')}
          </Typography>
          <DecisionRecord decision={reviewCase.pending} />
        </Paper>
      )}
      {reason === null && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t(
              second ? 'form.secondText' : reviewCase.fourEyes ? 'form.fourEyesText' : 'form.text',
            )}
          </Typography>
          <ReviewDecisionForm
            key={reviewCase.decisions.length}
            busy={decide.isPending}
            error={decide.isError ? errorText(decide.error) : null}
            onDecide={(request) =>
              decide.mutate(request, {
                onSuccess: (answer) => setOutcome(answer),
              })
            }
          />
        </>
      )}
    </ReviewSection>
  );
}
