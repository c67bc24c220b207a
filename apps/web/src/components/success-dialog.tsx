import { LAYOUT } from '@confirma/contracts/constants';
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

/** The success dialog of the creation forms (spec 000 §2, §9: max width 450). */
export function SuccessDialog({
  open,
  title,
  text,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
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
        <Button variant="contained" onClick={onClose}>
          {t('create.sent.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
