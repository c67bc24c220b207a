import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogForm } from '../../components/dialog-form';
import { pathFor } from '../../config/routes';
import { AuthError } from '../../features/account/api/auth-fetch';
import { signIn } from '../../features/account/api/sign-in';
import { leaveKioskMode } from '../../lib/kiosk-mode';
import { useSession } from '../../lib/session-store';

/**
 * "Exit kiosk", small in a corner: only the signed-in member's password leaves it (checked
 * by signing in again, as the login page does), so a guest cannot wander into the account.
 */
export function ExitKioskButton() {
  const { t } = useTranslation('flows');
  const navigate = useNavigate();
  const email = useSession((session) => session.userEmail);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const check = useMutation({
    mutationFn: () => signIn({ email: email ?? '', password, rememberMe: false }),
    onSuccess: () => {
      leaveKioskMode();
      setOpen(false);
      void navigate(pathFor('KioskPickerPage'));
    },
  });
  const close = () => {
    setOpen(false);
    setPassword('');
    check.reset();
  };
  const wrong =
    check.error instanceof AuthError &&
    ['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'CREDENTIAL_ACCOUNT_NOT_FOUND'].includes(
      check.error.code,
    );
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<LockOpenIcon />}
        onClick={() => setOpen(true)}
        data-testid="kiosk-exit"
        sx={{ opacity: 0.7 }}
      >
        {t('kiosk.exit.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="kiosk-exit-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogForm
          onSubmit={() => {
            if (password) check.mutate();
          }}
        >
          <DialogTitle id="kiosk-exit-title">{t('kiosk.exit.title')}</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>{t('kiosk.exit.text', { email: email ?? '' })}</Typography>
            <TextField
              type="password"
              label={t('kiosk.exit.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              autoFocus
              fullWidth
              required
              error={Boolean(check.error)}
              slotProps={{ htmlInput: { 'data-testid': 'kiosk-exit-password' } }}
            />
            {check.error && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="kiosk-exit-error">
                {t(wrong ? 'kiosk.exit.wrong' : 'kiosk.exit.failed')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('kiosk.exit.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!password || check.isPending}
              data-testid="kiosk-exit-confirm"
            >
              {t('kiosk.exit.confirm')}
            </Button>
          </DialogActions>
        </DialogForm>
      </Dialog>
    </>
  );
}
