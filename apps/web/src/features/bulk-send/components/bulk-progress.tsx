import type { TBulkSend } from '@confirma/contracts/bulk-sends';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { resultCsvUrl } from '../api/bulk-send-urls';
import { useCancelBulkSend } from '../api/cancel-bulk-send';

/** What a bulk send is doing, in words. */
export function useBulkState() {
  const { t } = useTranslation('bulk');
  return (bulk: TBulkSend) => t(`progress.states.${bulk.cancelling ? 'cancelling' : bulk.state}`);
}

/** One figure of the progress: its name and count. */
function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box sx={{ minWidth: 96 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{value}</Typography>
    </Box>
  );
}

/**
 * A bulk send's progress: a bar over its rows, its state announced as it changes, the rows
 * sent, not sent, cancelled and pending, its credits, Cancel while it runs, and once ended
 * the result file and the way to the operations.
 */
export function BulkProgress({
  bulk,
  operationsPath,
  onAnother,
}: {
  bulk: TBulkSend;
  operationsPath: string;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('bulk');
  const stateOf = useBulkState();
  const cancel = useCancelBulkSend(bulk.id);
  const done = bulk.created + bulk.failed + bulk.cancelled;
  const running = bulk.state === 'running';
  const percent = bulk.total ? Math.round((done / bulk.total) * 100) : 100;
  return (
    <Stack spacing={2} data-testid="bulk-progress">
      <Typography component="h2" variant="h6">
        {t('progress.title', { name: bulk.templateName })}
      </Typography>
      <Stack spacing={1}>
        <Typography role="status" data-testid="bulk-state">
          {stateOf(bulk)} · {t('progress.count', { done, total: bulk.total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('progress.label')}
          sx={{ height: 10, borderRadius: 1 }}
        />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Figure label={t('progress.created')} value={bulk.created} testId="bulk-created" />
        <Figure label={t('progress.failed')} value={bulk.failed} testId="bulk-failed" />
        {bulk.cancelled > 0 && (
          <Figure label={t('progress.cancelled')} value={bulk.cancelled} testId="bulk-cancelled" />
        )}
        {running && (
          <Figure label={t('progress.pending')} value={bulk.pending} testId="bulk-pending" />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('progress.credits', bulk.credits)}
      </Typography>
      {!running && bulk.failed > 0 && <Alert severity="warning">{t('progress.failedHelp')}</Alert>}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {running ? (
          <Button
            variant="outlined"
            color="error"
            disabled={bulk.cancelling || cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {t('progress.cancel')}
          </Button>
        ) : (
          <>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              href={resultCsvUrl(bulk.id, i18n.language)}
              download
              data-testid="bulk-result"
            >
              {t('progress.result')}
            </Button>
            <LinkButton variant="outlined" to={operationsPath}>
              {t('progress.operations')}
            </LinkButton>
            <Button onClick={onAnother}>{t('progress.another')}</Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
