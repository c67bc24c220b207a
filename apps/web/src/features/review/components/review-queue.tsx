import type { TReviewQueueItem } from '@confirma/contracts/review';
import { Alert, Box, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { LoadMoreButton } from '../../../components/load-more-button';
import { reviewCasePath } from '../../../config/routes';
import { useErrorText } from '../../../hooks/use-error-text';
import { useReviewQueue } from '../api/list-review-queue';
import { useReviewFormat } from '../hooks/use-review-format';
import { DeskRefusal } from './desk-refusal';
import { RiskSignalList } from './risk-signal-list';

/**
 * The reviewers' queue, oldest first: whose case, how old, when it is due (overdue
 * marked), why it is here and its risk signals in words, and whether a first decision
 * waits for a second reviewer. Each opens its case. Asked again every minute.
 */
export function ReviewQueue({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation('review');
  const errorText = useErrorText();
  const queue = useReviewQueue();
  const cases = queue.data?.pages.flatMap((page) => page.cases) ?? [];
  const sla = queue.data?.pages[0]?.slaMinutes;
  if (queue.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (queue.isError) {
    return (
      <DeskRefusal error={queue.error} signIn={signIn}>
        <Alert severity="error">{errorText(queue.error)}</Alert>
      </DeskRefusal>
    );
  }
  return (
    <Stack spacing={2}>
      {sla !== undefined && (
        <Typography color="text.secondary">
          {t('queue.sla', { hours: Math.round((sla / 60) * 10) / 10 })}
        </Typography>
      )}
      {queue.isSuccess && cases.length === 0 && (
        <Alert severity="success" data-testid="review-queue-empty">
          {t('queue.empty')}
        </Alert>
      )}
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {cases.map((item) => (
          <QueueItem key={item.id} item={item} />
        ))}
      </Stack>
      {queue.hasNextPage && (
        <Box>
          <LoadMoreButton list={queue} label={t('queue.more')} />
        </Box>
      )}
    </Stack>
  );
}

function QueueItem({ item }: { item: TReviewQueueItem }) {
  const { t } = useTranslation('review');
  const format = useReviewFormat();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="review-queue-item"
      data-overdue={item.overdue}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1,
        borderColor: item.overdue ? 'error.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, flex: '1 1 240px', overflowWrap: 'anywhere' }}>
          {item.account.name || item.account.email}
          <Typography component="span" variant="body2" color="text.secondary">
            {` · ${item.account.email}`}
          </Typography>
        </Typography>
        {item.overdue && <Chip size="small" color="error" label={t('queue.overdue')} />}
        {item.awaitingSecond && (
          <Chip size="small" color="info" label={t('queue.awaitingSecond')} />
        )}
        {item.fourEyes && !item.awaitingSecond && (
          <Chip size="small" variant="outlined" label={t('queue.fourEyes')} />
        )}
      </Box>
      <Typography variant="body2">
        {t('queue.timing', {
          age: format.age(item.ageMinutes),
          due: format.dateTime(item.dueAt),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('queue.operation', {
          type: t(`workspace:types.${item.operation.signatureType}`),
          date: format.dateTime(item.operation.createdAt),
        })}
      </Typography>
      {item.awaitingSecond && item.pending && (
        <Typography variant="body2">
          {t('queue.pending', {
            decision: t(`decisionWords.${item.pending.decision}`),
            who: t(`reviewer.${item.pending.reviewer.role}`),
          })}
        </Typography>
      )}
      {item.reviewReasons.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="review-reasons">
          {item.reviewReasons.map((code) => (
            <Chip
              key={code}
              size="small"
              color="warning"
              variant="outlined"
              label={t(`reasons.${code}`)}
            />
          ))}
        </Box>
      )}
      {item.riskSignals.length > 0 && <RiskSignalList signals={item.riskSignals} />}
      <Box>
        <LinkButton variant="contained" size="small" to={reviewCasePath(item.id)}>
          {t('queue.open')}
        </LinkButton>
      </Box>
    </Paper>
  );
}
