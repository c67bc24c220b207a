import DocumentScannerIcon from '@mui/icons-material/DocumentScanner';
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
import { SignatureRequestForm } from '../../features/create-operation/components/signature-request-form';
import type { TTryService } from './try-it.types';

/**
 * The persistent creation dialog of a signed-in user (spec 000 §2, §4): the page behind is
 * locked, Escape and the backdrop do nothing, only Close closes it. Its form comes with
 * the signing service; document verification gets a large dialog for the cropper.
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
  const large = service === 'ocr';
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
        <DialogContentText>{t(`try.create.${service}.text`)}</DialogContentText>
        {service === 'signature' && (
          <Box sx={{ mt: 3 }}>
            <SignatureRequestForm />
          </Box>
        )}
        {large && (
          <Box
            aria-hidden="true"
            sx={{
              mt: 3,
              height: { xs: 160, md: 280 },
              display: 'grid',
              placeItems: 'center',
              border: 2,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 2,
              color: 'text.disabled',
            }}
          >
            <DocumentScannerIcon sx={{ fontSize: 72 }} />
          </Box>
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
