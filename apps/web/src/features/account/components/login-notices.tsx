import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface TLoginNotices {
  /** Just registered: check the inbox. */
  registered: boolean;
  /** Came back from the verification link. */
  verified: boolean;
  /** The verification link was refused (expired or altered). */
  verifyFailed: boolean;
}

/** What the login page says on arrival, above the form. */
export function LoginNotices({ registered, verified, verifyFailed }: TLoginNotices) {
  const { t } = useTranslation('account');
  if (!registered && !verified && !verifyFailed) return null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      {registered && (
        <Alert severity="success" role="status">
          {t('register.success')}
        </Alert>
      )}
      {verifyFailed ? (
        <Alert severity="warning">{t('login.verifyFailed')}</Alert>
      ) : (
        verified && (
          <Alert severity="success" role="status">
            {t('login.verified')}
          </Alert>
        )
      )}
    </Stack>
  );
}
