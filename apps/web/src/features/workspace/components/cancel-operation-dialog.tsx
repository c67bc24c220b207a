import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** "Cancel the operation?": the sender confirms, since it cannot be undone. */
export function CancelOperationDialog({
  open,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('workspace');
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} aria-describedby={`${id}-text`}>
      <DialogTitle id={id}>{t('actions.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('actions.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.keep')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
