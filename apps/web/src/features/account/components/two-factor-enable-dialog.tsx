import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';
import { totpSecret, useEnableTwoFactor } from '../api/enable-two-factor';
import { useConfirmTotp, ZTotpCode } from '../api/verify-totp';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { BackupCodesStep } from './backup-codes-step';
import { CopyField } from './copy-field';
import { TotpQrCode } from './totp-qr-code';
import { TwoFactorPasswordStep } from './two-factor-password-step';

const TITLE_ID = 'two-factor-enable-title';

/**
 * Turning two-step verification on: the password; then the QR code (and its key, to type
 * by hand) for the authenticator app and the first code from it, which turns it on; last,
 * the backup codes to keep. Closed before the code, it stays off.
 */
export function TwoFactorEnableDialog({
  open,
  email,
  onClose,
}: {
  open: boolean;
  email: string;
  onClose: (enabled: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const setup = enable.data;
  const totp = ZTotpCode.safeParse(code);
  const close = () => {
    const enabled = confirm.isSuccess;
    enable.reset();
    confirm.reset();
    setCode('');
    onClose(enabled);
  };
  const step = !setup ? 'password' : confirm.isSuccess ? 'codes' : 'scan';
  return (
    <Dialog
      open={open}
      onClose={step === 'codes' ? undefined : close}
      aria-labelledby={TITLE_ID}
      maxWidth="sm"
      fullWidth
    >
      {step === 'password' && (
        <TwoFactorPasswordStep
          titleId={TITLE_ID}
          title={t('profile.twoFactor.enableTitle')}
          text={t('profile.twoFactor.enableText')}
          confirmLabel={t('profile.twoFactor.next')}
          pending={enable.isPending}
          error={enable.error}
          onConfirm={(password) => enable.mutate(password)}
          onCancel={close}
        />
      )}
      {step === 'scan' && setup && (
        <DialogForm
          onSubmit={() => totp.success && !confirm.isPending && confirm.mutate(totp.data)}
        >
          <DialogTitle id={TITLE_ID}>{t('profile.twoFactor.scanTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('profile.twoFactor.scan')}</DialogContentText>
            <Stack alignItems="center" sx={{ mb: 2 }}>
              <TotpQrCode uri={setup.totpURI} alt={t('profile.twoFactor.qrAlt')} />
            </Stack>
            <CopyField label={t('profile.twoFactor.secret')} value={totpSecret(setup.totpURI)} />
            {confirm.isError && (
              <Alert severity="error" role="alert" sx={{ my: 2 }}>
                {errorText(confirm.error)}
              </Alert>
            )}
            <TextField
              name="code"
              label={t('profile.twoFactor.confirmCode')}
              helperText={t('profile.twoFactor.confirmCodeHelp')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              required
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('profile.twoFactor.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!totp.success || confirm.isPending}>
              {t('profile.twoFactor.confirm')}
            </Button>
          </DialogActions>
        </DialogForm>
      )}
      {step === 'codes' && setup && (
        <BackupCodesStep
          titleId={TITLE_ID}
          codes={setup.backupCodes}
          email={email}
          onDone={close}
        />
      )}
    </Dialog>
  );
}
