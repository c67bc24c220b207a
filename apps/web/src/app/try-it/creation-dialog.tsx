import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../api/get-client-config';
import { OperationRequestForm } from '../../features/create-operation/components/operation-request-form';
import { NotificationRequestForm } from '../../features/notification/components/notification-request-form';
import type { TTryService } from './try-it.types';

/**
 * The persistent creation dialog of a signed-in user (spec 000 §2, §4): the page behind is
 * locked, Escape and the backdrop do nothing, only Close closes it. Signature has its form;
 * certified notification its own (issue 20); video identification too where the server
 * offers it (GET /api/config `identification`), otherwise it says it is coming; document
 * verification gets a large dialog embedding the cropper page (#/ocrcropper, an iframe
 * 700 px high).
 */
export function CreationDialog({
  open,
  service,
  onClose,
  onExited,
}: {
  open: boolean;
  service: TTryService;
  onClose: () => void;
  /** After the closing transition: the page may scroll back. */
  onExited: () => void;
}) {
  const { t } = useTranslation('pages');
  const config = useClientConfig({ enabled: service === 'identification' });
  const large = service === 'ocr';
  const form =
    service === 'signature' ||
    (service === 'identification' && config.data?.identification === true);
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      fullWidth
      maxWidth={large ? 'lg' : 'sm'}
      aria-labelledby="creation-dialog-title"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="creation-dialog-title">{t(`try.create.${service}.title`)}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>
          {t(
            form && service === 'identification'
              ? 'try.create.identification.form'
              : `try.create.${service}.text`,
          )}
        </DialogContentText>
        {service === 'notification' && (
          <Box sx={{ mt: 3 }}>
            <NotificationRequestForm />
          </Box>
        )}
        {form && (
          <Box sx={{ mt: 3 }}>
            <OperationRequestForm
              service={service === 'signature' ? 'signature' : 'identification'}
            />
          </Box>
        )}
        {large && (
          <Box
            component="iframe"
            title={t('ocrCropper.title')}
            src={`${window.location.pathname}${window.location.search}#/ocrcropper`}
            allow="camera"
            sx={{ mt: 3, width: '100%', height: 700, border: 0, display: 'block' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('try.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
