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
import { PageFrame, useFramedDialog } from '../../components/page-frame';
import { pathFor } from '../../config/routes';
import { OperationRequestForm } from '../../features/create-operation/components/operation-request-form';
import { SignatureRequestForm } from '../../features/create-operation/components/signature-request-form';
import { NotificationRequestForm } from '../../features/notification/components/notification-request-form';
import { BuyCreditsLink } from '../../features/payments/components/buy-credits-link';
import type { TTryService } from './try-it.types';

/**
 * The persistent creation dialog of a signed-in user: the page behind is
 * locked, Escape and the backdrop do nothing, only Close closes it. Signature has its form;
 * certified notification its own; video identification too where the server
 * offers it (GET /api/config `identification`), otherwise it says it is coming; document
 * verification gets a large dialog embedding the cropper page (#/ocrcropper, a frame 700 px
 * high; on a phone the whole screen, the frame filling it).
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
  const form = service === 'identification' && config.data?.identification === true;
  const framed = useFramedDialog();
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      fullWidth
      maxWidth={large ? 'lg' : 'sm'}
      fullScreen={large && framed.fullScreen}
      aria-labelledby="creation-dialog-title"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="creation-dialog-title">{t(`try.create.${service}.title`)}</DialogTitle>
      <DialogContent
        dividers
        sx={large ? framed.contentSx : {}}
        // The document frame's dialog scrolls where the screen is lower than its frame:
        // a named region the keyboard reaches (axe: scrollable-region-focusable).
        {...(large && {
          role: 'region',
          'aria-labelledby': 'creation-dialog-title',
          tabIndex: 0,
        })}
      >
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
        {service === 'signature' && (
          <Box sx={{ mt: 3 }}>
            <SignatureRequestForm
              buyCredits={(needed) => (
                <BuyCreditsLink needed={needed} returnTo={pathFor('CreateSignPageLight')} />
              )}
            />
          </Box>
        )}
        {form && (
          <Box sx={{ mt: 3 }}>
            <OperationRequestForm service="identification" />
          </Box>
        )}
        {large && (
          <PageFrame
            title={t('ocrCropper.title')}
            src={`${window.location.pathname}${window.location.search}#/ocrcropper`}
            allow="camera"
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
