import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useSignOut } from '../hooks/use-sign-out';
import { ConfirmPasswordField } from './confirm-password-field';

/**
 * Erase the account after the password. Says what goes (account, profile, sessions,
 * credits) and what the law keeps (evidence of signed operations); then home, signed out.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const signOut = useSignOut();
  const wrongPassword = remove.error instanceof ApiError && remove.error.code === 'FORBIDDEN';
  const close = () => {
    setPassword('');
    remove.reset();
    onClose();
  };
  const confirm = () =>
    remove.mutate(password, { onSuccess: () => void signOut({ sessionEnded: true }) });
  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" maxWidth="sm">
      <DialogTitle id="delete-account-title">{t('profile.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('profile.deleteDialog.erased')}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{t('profile.deleteDialog.kept')}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(wrongPassword ? 'profile.deleteDialog.wrongPassword' : 'profile.deleteDialog.error')}
          </Alert>
        )}
        <ConfirmPasswordField
          value={password}
          onChange={setPassword}
          helperText={t('profile.deleteDialog.passwordHelp')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('profile.deleteDialog.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={password === '' || remove.isPending}
          onClick={confirm}
        >
          {t('profile.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
