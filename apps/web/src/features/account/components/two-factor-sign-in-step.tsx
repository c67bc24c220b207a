import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthError } from '../api/auth-fetch';
import { type TSecondFactorMethod, useVerifySecondFactor } from '../api/verify-second-factor';
import { ZTotpCode } from '../api/verify-totp';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { AuthCard } from './auth-card';
import { BusyDialog } from './busy-dialog';

/** Refusals that end the challenge: the password has to be given again. */
const CHALLENGE_OVER = ['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'INVALID_TWO_FACTOR_COOKIE'];

/**
 * The second step of a sign-in with two-step verification on: the authenticator app's
 * code (or a backup code), and whether to trust this browser for 30 days. A challenge that
 * ended (too many wrong codes, expired) goes back to the first step with the reason.
 */
export function TwoFactorSignInStep({
  onSignedIn,
  onAuthenticated,
  onBack,
}: {
  onSignedIn: () => void;
  onAuthenticated?: () => void;
  /** Back to e-mail and password; `error` says why, when the challenge ended. */
  onBack: (error?: unknown) => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const verify = useVerifySecondFactor(onAuthenticated ? { onAuthenticated } : {});
  const [method, setMethod] = useState<TSecondFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const totp = ZTotpCode.safeParse(code);
  const entered = method === 'totp' ? (totp.success ? totp.data : '') : code.trim();
  const switchMethod = () => {
    setMethod(method === 'totp' ? 'backupCode' : 'totp');
    setCode('');
    verify.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!entered || verify.isPending) return;
    verify.mutate(
      { method, code: entered, trustDevice },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error instanceof AuthError && CHALLENGE_OVER.includes(error.code)) onBack(error);
        },
      },
    );
  };
  const label = t(method === 'totp' ? 'login.twoFactor.code' : 'login.twoFactor.backupCode');
  return (
    <AuthCard label={t('login.twoFactor.title')} onSubmit={submit}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('login.twoFactor.title')}
      </Typography>
      <Typography color="text.secondary">
        {t(method === 'totp' ? 'login.twoFactor.lead' : 'login.twoFactor.leadBackup')}
      </Typography>
      {verify.isError && (
        <Alert severity="error" role="alert">
          {errorText(verify.error)}
        </Alert>
      )}
      <TextField
        // A new field for the other method: empty, focused, with its own autofill hint.
        key={method}
        name="code"
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
        autoFocus
        required
        fullWidth
        slotProps={{
          htmlInput:
            method === 'totp'
              ? { inputMode: 'numeric', maxLength: 7, spellCheck: false }
              : { spellCheck: false, autoCapitalize: 'none' },
        }}
      />
      <FormControlLabel
        control={
          <Checkbox
            name="trustDevice"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
          />
        }
        label={t('login.twoFactor.trust')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!entered || verify.isPending}
      >
        {t('login.twoFactor.submit')}
      </Button>
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Button variant="text" onClick={() => onBack()}>
          {t('login.twoFactor.back')}
        </Button>
        <Button variant="text" onClick={switchMethod}>
          {t(method === 'totp' ? 'login.twoFactor.useBackup' : 'login.twoFactor.useApp')}
        </Button>
      </Stack>
      <BusyDialog open={verify.isPending} />
    </AuthCard>
  );
}
