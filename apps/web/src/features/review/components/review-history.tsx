import type { TReviewAttempt } from '@confirma/contracts/review';
import type { TReviewDecisionRecord } from '@confirma/contracts/review-decision';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VerdictReasons, verdictColour } from '../../../components/identification-verdict';
import { useReviewFormat } from '../hooks/use-review-format';
import { ReviewSection } from './review-section';

/**
 * The signer's attempts on the operation (this case's marked), and every decision on this
 * case so far.
 */
export function ReviewHistory({
  caseId,
  attempts,
  decisions,
}: {
  /** The case's own identification, marked among the attempts. */
  caseId: string;
  attempts: TReviewAttempt[];
  decisions: TReviewDecisionRecord[];
}) {
  const { t } = useTranslation('review');
  const format = useReviewFormat();
  return (
    <ReviewSection title={t('case.history')} testId="review-history">
      <PartList title={t('history.attempts')} none={null}>
        {attempts.map((attempt) => (
          <Paper
            component="li"
            variant="outlined"
            key={attempt.videoUuid}
            sx={{ p: 1, display: 'grid', gap: 0.5 }}
            data-testid="review-attempt"
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: '1 1 180px' }}>
                {format.dateTime(attempt.createdAt)}
              </Typography>
              {attempt.videoUuid === caseId && (
                <Chip size="small" color="primary" label={t('history.current')} />
              )}
              <Chip
                size="small"
                variant="outlined"
                color={verdictColour(attempt.status) ?? 'default'}
                label={t(`workspace:operation.identification.status.${attempt.status}`)}
              />
            </Box>
            <VerdictReasons
              failures={attempt.failures}
              reviewReasons={attempt.reviewReasons}
              relaxed={[]}
            />
          </Paper>
        ))}
      </PartList>
      <PartList title={t('history.decisions')} none={t('history.noDecisions')}>
        {decisions.map((decision) => (
          <Paper
            component="li"
            variant="outlined"
            key={decision.id}
            sx={{ p: 1 }}
            data-testid="review-decision-record"
          >
            <DecisionRecord decision={decision} />
          </Paper>
        ))}
      </PartList>
    </ReviewSection>
  );
}

/** A titled list of the history, or `none` when it has no item. */
function PartList({
  title,
  none,
  children,
}: {
  title: string;
  /** What to say when there is no item (null: nothing). */
  none: string | null;
  children: ReactNode[];
}) {
  return (
    <>
      <Typography component="h3" variant="subtitle1">
        {title}
      </Typography>
      {children.length === 0 ? (
        none && (
          <Typography variant="body2" color="text.secondary">
            {none}
          </Typography>
        )
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </>
  );
}

/** One decision: what, at which stage, by whom (role and id), why and what was ticked. */
export function DecisionRecord({ decision }: { decision: TReviewDecisionRecord }) {
  const { t } = useTranslation('review');
  const format = useReviewFormat();
  const ticked = (['samePerson', 'documentPresent', 'dataConsistent'] as const).filter(
    (item) => decision.checklist[item],
  );
  return (
    <Stack spacing={0.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip
          size="small"
          color={decision.decision === 'APPROVE' ? 'success' : 'error'}
          label={t(`decision.${decision.decision}`)}
        />
        <Typography variant="body2">{t(`stages.${decision.stage}`)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('history.by', {
          who: t(`reviewer.${decision.reviewer.role}`),
          id: decision.reviewer.userId,
          at: format.dateTime(decision.at),
        })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {t('history.reason', { reason: decision.reason })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ticked.length === 0
          ? t('history.nothingTicked')
          : t('history.ticked', {
              items: ticked.map((item) => t(`form.short.${item}`)).join(', '),
            })}
      </Typography>
    </Stack>
  );
}
