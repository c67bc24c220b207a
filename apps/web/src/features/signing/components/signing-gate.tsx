import type { TOperationResponse } from '@confirma/contracts/operations';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathFor } from '../../../config/routes';
import { dropEarlyPage } from '../early-page';
import { signingState, useSigningContext } from '../hooks/use-signing-context';
import { preloadPdfViewer } from './lazy-pdf-viewer';
import { RequestHeading, senderName } from './request-heading';

export interface TSigningReady {
  operation: TOperationResponse;
  operationUuid: string;
  documentUuid: string;
}

/** A signing page's hook for the page it leads to (features do not import the app's routes). */
export interface TPreloadsSummary {
  /** Called once the signer is about to sign: fetch the completion screen now. */
  preloadSummary?: () => void;
}

/**
 * What a signing page tells whoever hosts it (an embedding site: app/ wires features/embed):
 * the document read and accepted, the signature done, a failure, the operation as read.
 */
export interface TSigningEvents {
  onDocumentRead?: (ids: { documentId: string }) => void;
  onSigned?: (answer: { sealed: boolean }) => void;
  onFailure?: (error: unknown) => void;
}

/**
 * What every signing page shows before its own steps: the mandatory-ids message (with the
 * action disabled), loading, the read error, or why this signer cannot sign now.
 */
export function SigningGate({
  action,
  children,
  onOperation,
}: {
  /** The page's main action, shown disabled when the ids are missing. */
  action: string;
  children: (ready: TSigningReady) => ReactNode;
  /** Each operation read (its state: e.g. rejected, or already signed by this signer). */
  onOperation?: (operation: TOperationResponse) => void;
}) {
  const { t, i18n } = useTranslation('flows');
  const context = useSigningContext();
  useEffect(() => {
    if (context.operation) onOperation?.(context.operation);
  }, [context.operation, onOperation]);
  useEffect(preloadPdfViewer, []);
  const { operation, operationUuid, documentUuid } = context;
  // The first script's picture of the document stays while the page loads or shows the
  // document (which drops it once drawn); any message, or leaving, drops it.
  const loading = !context.missing && !context.error && !operation;
  const ready =
    operation !== undefined && Boolean(documentUuid) && signingState(operation) === 'open';
  useEffect(() => {
    if (!loading && !ready) dropEarlyPage();
  }, [loading, ready]);
  useEffect(() => dropEarlyPage, []);

  if (context.missing || (operation && !documentUuid)) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="warning" role="alert">
          {t('signing.missingIds')}
        </Alert>
        <Button variant="contained" disabled>
          {action}
        </Button>
      </Stack>
    );
  }
  // A failed refresh keeps what was already read: only a first read that fails is an error.
  if (context.error && !operation) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="error" role="alert">
          {t('signing.errors.operation')}
        </Alert>
        <Button variant="outlined" onClick={() => void context.refetch()}>
          {t('common:retry')}
        </Button>
      </Stack>
    );
  }
  if (!operation || !operationUuid || !documentUuid) {
    return (
      <Stack direction="row" spacing={2} alignItems="center" sx={{ py: 4 }}>
        <CircularProgress size={28} />
        <Typography>{t('signing.loading')}</Typography>
      </Stack>
    );
  }
  const state = signingState(operation);
  if (state !== 'open') {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <RequestHeading operation={operation} asking={state === 'waiting' || state === 'sealing'} />
        <Alert severity={state === 'signed' ? 'success' : 'info'} role="status">
          {stateText(operation, state, t, i18n.language)}
        </Alert>
        {state === 'signed' && (
          <Button variant="contained" component={RouterLink} to={pathFor('resumeSignature')}>
            {t('signing.seeSummary')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <RequestHeading operation={operation} />
      {children({ operation, operationUuid, documentUuid })}
    </Stack>
  );
}

/**
 * Why the signer cannot sign now, in words; a cancelled request says who cancelled it and
 * on which day.
 */
function stateText(
  operation: TOperationResponse,
  state: Exclude<ReturnType<typeof signingState>, 'open'>,
  t: TFunction<'flows'>,
  language: string,
): string {
  if (state !== 'ended' || operation.status !== 'CANCELLED' || !operation.endedAt) {
    return t(`signing.state.${state}`);
  }
  const date = new Date(operation.endedAt).toLocaleDateString(language, { dateStyle: 'long' });
  return operation.sender
    ? t('signing.state.cancelled', { sender: senderName(operation.sender), date })
    : t('signing.state.cancelledAnonymous', { date });
}
