import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { SignatureSummary } from '../../features/signing/components/signature-summary';
import { signingKeys, useSigningContext } from '../../features/signing/hooks/use-signing-context';
import { tellFrameHostGuestDone } from '../../lib/guest-frame';

/** /resumeSignature: the signature-completed screen. */
export function ResumeSignaturePage() {
  const { t } = useTranslation('flows');
  const context = useSigningContext();
  const queries = useQueryClient();
  const { operation, operationUuid, documentUuid } = context;

  // The signature is done: a page of this site framing the guest's (the kiosk) moves on.
  useEffect(() => tellFrameHostGuestDone(), []);

  // While the seal waits for its time stamp, look again every two seconds.
  const sealing = operation?.status === 'SEALING';
  useEffect(() => {
    if (!sealing || !operationUuid) return;
    const timer = setInterval(
      () => void queries.invalidateQueries({ queryKey: signingKeys.operation(operationUuid) }),
      2000,
    );
    return () => clearInterval(timer);
  }, [sealing, operationUuid, queries]);

  return (
    <Page>
      {/* A failed refresh keeps what was already read: only a first read that fails is an error. */}
      {(context.error && !operation) || context.missing ? (
        <Alert severity="error" role="alert">
          {t('resumeSignature.errors.data')}
        </Alert>
      ) : operation && operationUuid && documentUuid ? (
        <SignatureSummary
          operation={operation}
          operationUuid={operationUuid}
          documentUuid={documentUuid}
        />
      ) : (
        <Stack direction="row" spacing={2} alignItems="center" sx={{ py: 4 }}>
          <CircularProgress size={28} />
          <Typography>{t('signing.loading')}</Typography>
        </Stack>
      )}
    </Page>
  );
}
