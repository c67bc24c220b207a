import { ZAdminReason } from '@confirma/contracts/admin';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A confirmation that asks why (the audit log keeps the reason): `children` go above the
 * reason field (e.g. the amount), `onConfirm` gets the reason once it is valid.
 */
export function ReasonDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  error,
  children,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  children?: ReactNode;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = ZAdminReason.safeParse(reason);
  const reasonError = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={id} fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
        {children}
        <TextField
          label={t('reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(reasonError)}
          helperText={reasonError ? t(reasonError) : t('reasonHint')}
          multiline
          minRows={2}
          fullWidth
          required
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (parsed.success) onConfirm(parsed.data);
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
