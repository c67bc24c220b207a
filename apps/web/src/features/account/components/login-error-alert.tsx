import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AuthError } from '../api/auth-fetch';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { AlertWithAction } from './alert-with-action';

/**
 * A refused sign-in, in red. An unverified e-mail also offers to send the
 * verification link again.
 */
export function LoginErrorAlert({ error, email }: { error: unknown; email: string }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const resend = useSendVerificationEmail();
  const unverified = error instanceof AuthError && error.code === 'EMAIL_NOT_VERIFIED';
  if (unverified && resend.isSuccess) {
    return (
      <Alert severity="info" role="status">
        {t('login.resent', { email })}
      </Alert>
    );
  }
  return (
    <AlertWithAction
      severity="error"
      role="alert"
      text={errorText(resend.isError ? resend.error : error)}
      action={
        unverified && (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {t('login.resend')}
          </Button>
        )
      }
    />
  );
}
