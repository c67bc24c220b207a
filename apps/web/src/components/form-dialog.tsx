import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { DialogForm } from './dialog-form';

/**
 * A dialog that is one form: its title, a failure not said on a field (`failure`, already
 * in words), the fields, and cancel and submit. The whole screen on a phone; not closed
 * while it is sending (`pending`); `onExited` resets the form and its mutations once gone.
 */
export function FormDialog({
  open,
  title,
  failure,
  pending,
  cancelLabel,
  submitLabel,
  onClose,
  onSubmit,
  onExited,
  children,
}: {
  open: boolean;
  title: string;
  failure?: string | null;
  pending: boolean;
  cancelLabel: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onExited?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
      slotProps={{ transition: { onExited } }}
    >
      <DialogForm onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
