import { LAYOUT } from '@confirma/contracts/constants';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The success dialog of the creation and contact forms (max width 450);
 * `action` adds a button before Cerrar ('VideoIdentificación').
 */
export function SuccessDialog({
  open,
  title,
  text,
  onClose,
  action,
}: {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation('flows');
  const id = useId();
  return (
    <Dialog
      open={open}
      aria-labelledby={id}
      slotProps={{ paper: { sx: { maxWidth: LAYOUT.successDialogMaxWidth } } }}
    >
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {action}
        <Button variant="contained" onClick={onClose}>
          {t('create.sent.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
