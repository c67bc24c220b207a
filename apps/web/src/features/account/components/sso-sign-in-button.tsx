import BusinessIcon from '@mui/icons-material/Business';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AuthError } from '../api/auth-fetch';
import { useSignInWithSso } from '../api/sign-in-with-sso';
import { useAuthErrorText } from '../hooks/use-auth-error-text';
import { AlertWithAction } from './alert-with-action';

/**
 * Single sign-on: with the e-mail typed above, off to the identity provider of the
 * organisation that owns its domain. Offered once the address is valid; a domain without
 * a provider, or any other failure, shows in an alert.
 */
export function SsoSignInButton({ email, valid }: { email: string; valid: boolean }) {
  const { t } = useTranslation('account');
  const errorText = useAuthErrorText();
  const sso = useSignInWithSso();
  const unknownDomain = sso.error instanceof AuthError && sso.error.status === 404;
  return (
    <>
      {sso.isError && (
        <AlertWithAction
          severity="error"
          role="alert"
          text={unknownDomain ? t('login.ssoUnknown') : errorText(sso.error)}
        />
      )}
      <Button
        variant="outlined"
        size="large"
        startIcon={<BusinessIcon />}
        disabled={!valid || sso.isPending || sso.isSuccess}
        onClick={() => sso.mutate(email.trim())}
      >
        {t('login.sso')}
      </Button>
    </>
  );
}
