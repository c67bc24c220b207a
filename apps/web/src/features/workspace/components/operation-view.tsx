import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useOperationDetail } from '../api/get-operation-detail';
import { OperationActions } from './operation-actions';
import { OperationFiles } from './operation-files';
import { OperationIdentifications } from './operation-identifications';
import { OperationSigners } from './operation-signers';
import { OperationSummary } from './operation-summary';
import { OperationTimeline } from './operation-timeline';

/**
 * One operation as its sender sees it: status, dates and actions, the signers,
 * their video identifications, the documents with their downloads and the
 * evidence timeline. Live while the page holds the workspace stream.
 */
export function OperationView({ operationUuid }: { operationUuid: string }) {
  const { t } = useTranslation('workspace');
  const detail = useOperationDetail(operationUuid);
  if (detail.isPending) return <CircularProgress aria-label={t('operation.loading')} />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Alert
        severity={missing ? 'warning' : 'error'}
        role="alert"
        action={
          missing ? undefined : (
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              {t('list.retry')}
            </Button>
          )
        }
      >
        {t(missing ? 'operation.notFound' : 'operation.error')}
      </Alert>
    );
  }
  const operation = detail.data;
  return (
    <Stack spacing={4}>
      <OperationSummary
        operation={operation}
        actions={<OperationActions operation={operation} />}
      />
      <OperationSigners signers={operation.signers} />
      <OperationIdentifications
        operationUuid={operation.uuid}
        identifications={operation.identifications}
        signers={operation.signers}
      />
      <OperationFiles documents={operation.documents} files={operation.files} />
      <OperationTimeline events={operation.timeline} />
    </Stack>
  );
}
