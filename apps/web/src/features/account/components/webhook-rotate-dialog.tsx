import type { TWebhookEndpoint, TWebhookEndpointWithSecret } from '@confirma/contracts/webhooks';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { SecretStep } from './secret-view';

/**
 * Rotate an endpoint's signing secret: asks first (the old one keeps signing 24 h), then
 * shows the new secret this once, in the same dialog.
 */
export function WebhookRotateDialog({
  endpoint,
  open,
  onClose,
}: {
  endpoint: TWebhookEndpoint | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const titleId = useId();
  const rotate = useRotateWebhookSecret();
  const [rotated, setRotated] = useState<TWebhookEndpointWithSecret | null>(null);
  const close = () => {
    if (!rotate.isPending) onClose();
  };
  const cleanUp = () => {
    setRotated(null);
    rotate.reset();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: cleanUp } }}
    >
      {rotated ? (
        <SecretStep
          titleId={titleId}
          title={t('api.webhooks.secretTitle')}
          onDone={close}
          warning={t('api.webhooks.secretWarning')}
          values={[{ label: t('api.webhooks.secretTitle'), value: rotated.secret }]}
          note={t('api.webhooks.rotatedNote')}
        />
      ) : (
        <>
          <DialogTitle id={titleId}>{t('api.webhooks.rotateTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('api.webhooks.rotateText')}</DialogContentText>
            {rotate.isError && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {errorText(rotate.error)}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} autoFocus>
              {t('api.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={rotate.isPending || !endpoint}
              onClick={() => endpoint && rotate.mutate(endpoint.id, { onSuccess: setRotated })}
            >
              {t('api.webhooks.rotateConfirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
