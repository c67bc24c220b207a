import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { ConfirmPasswordField } from './confirm-password-field';

/**
 * The first step of every change to two-step verification (turn on, turn off, new backup
 * codes): what it does, then the password that confirms it; a refusal in red.
 */
export function TwoFactorPasswordStep({
  titleId,
  title,
  text,
  confirmLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  titleId: string;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const [password, setPassword] = useState('');
  return (
    <DialogForm onSubmit={() => password !== '' && !pending && onConfirm(password)}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        {error !== null && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorText(error)}
          </Alert>
        )}
        <ConfirmPasswordField
          value={password}
          onChange={setPassword}
          helperText={t('profile.twoFactor.passwordHelp')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('profile.twoFactor.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={password === '' || pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}
