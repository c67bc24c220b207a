import GoogleIcon from '@mui/icons-material/Google';
import { Alert, Button, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSignInOptions } from '../api/get-sign-in-options';
import { useSignInWithGoogle } from '../api/sign-in-with-google';

/** Google sign-in, shown only when the server offers it; a failure shows in an alert. */
export function GoogleSignInButton() {
  const { t } = useTranslation('account');
  const options = useSignInOptions();
  const google = useSignInWithGoogle();
  if (!options.data?.google) return null;
  return (
    <>
      <Divider>{t('login.or')}</Divider>
      {google.isError && <Alert severity="error">{t('login.googleError')}</Alert>}
      <Button
        variant="outlined"
        size="large"
        startIcon={<GoogleIcon />}
        disabled={google.isPending || google.isSuccess}
        onClick={() => google.mutate()}
      >
        {t('login.google')}
      </Button>
    </>
  );
}
