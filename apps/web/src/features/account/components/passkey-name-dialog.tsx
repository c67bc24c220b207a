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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import { useAuthErrorText } from '../hooks/use-auth-error-text';

/** Longest name kept for a passkey (the list shows it on one line). */
const NAME_MAX = 60;

/**
 * A passkey's name, asked before adding one (then the device's own prompt follows) and to
 * rename one: the name typed, its refusal in red. Opened afresh each time (`key` by caller).
 */
export function PasskeyNameDialog({
  open,
  title,
  text,
  initialName = '',
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text?: string;
  initialName?: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogForm onSubmit={() => trimmed && !pending && onConfirm(trimmed)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
          {error !== null && error !== undefined && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(error)}
            </Alert>
          )}
          <TextField
            name="passkeyName"
            label={t('profile.passkeys.name')}
            placeholder={t('profile.passkeys.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            required
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('profile.passkeys.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed || pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
