import type { TReviewDecisionRequest } from '@confirma/contracts/review-decision';
import type { TWorkspaceIdentification } from '@confirma/contracts/workspace';
import { Alert, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReviewDecisionForm } from '../../../components/review-decision-form';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { invalidateOperation } from '../api/query-keys';
import { reviewIdentification } from '../api/review-identification';

/**
 * Who decides an identification under review (`review`, as the server routed it) and by
 * when: Confirma's reviewers, said so; or the owner, with the same checklist and reason as
 * the reviewers (never one click), and with four-eyes a reviewer confirming the decision;
 * a first decision waiting for that confirmation, said so.
 */
export function OwnerReview({
  operationUuid,
  videoUuid,
  review,
}: {
  operationUuid: string;
  videoUuid: string;
  review: TWorkspaceIdentification['review'];
}) {
  const { t } = useTranslation('workspace');
  const errorText = useErrorText();
  const k = (key: string, values?: Record<string, unknown>) =>
    t(`operation.identification.review.${key}`, values);
  const format = useLocaleFormat();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (request: TReviewDecisionRequest) =>
      reviewIdentification(operationUuid, videoUuid, request),
    onSettled: () => invalidateOperation(queryClient, operationUuid),
  });
  const expected =
    review &&
    (Date.parse(review.expectedBy) < Date.now()
      ? k('late')
      : k('expected', { date: format.minute(review.expectedBy) }));
  if (decide.isSuccess || review?.awaitingSecond) {
    // Four-eyes: a first decision left it under review, for a reviewer to confirm.
    const waits = review?.awaitingSecond || decide.data?.status === 'REVIEW';
    return (
      <Alert severity={waits ? 'info' : 'success'} role="status" data-testid="owner-review-done">
        {k(waits ? 'waitsSecond' : 'done')}
        {waits && expected && ` ${expected}`}
      </Alert>
    );
  }
  if (review?.by !== 'OWNER') {
    return (
      <Alert severity="info" data-testid="identification-review" data-by={review?.by ?? ''}>
        {k(review ? 'byPlatform' : 'byPerson')}
        {expected && ` ${expected}`}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      data-testid="identification-review"
      data-by="OWNER"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Stack spacing={1.5}>
        <Typography variant="body2">{k('byOwner')}</Typography>
        {review.fourEyes && <Typography variant="body2">{k('fourEyes')}</Typography>}
        <ReviewDecisionForm
          busy={decide.isPending}
          error={decide.isError ? errorText(decide.error) : null}
          onDecide={(request) => decide.mutate(request)}
        />
      </Stack>
    </Alert>
  );
}
