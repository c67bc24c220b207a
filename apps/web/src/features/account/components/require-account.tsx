import { Alert, AlertTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';
import { useSignedInEmail } from '../../../hooks/use-signed-in-email';

/** Creation pages are for account holders: visitors are asked to log in. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { t } = useTranslation('pages');
  const email = useSignedInEmail();
  if (email) return children;
  return (
    <Alert severity="info" role="status" sx={{ maxWidth: 720 }}>
      <AlertTitle>{t('try.accessRequired.title')}</AlertTitle>
      {t('try.accessRequired.text')}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <LinkButton variant="contained" to={pathFor('LoginPage')}>
          {t('try.accessRequired.login')}
        </LinkButton>
        <LinkButton variant="outlined" to={pathFor('RegisterPage')}>
          {t('try.accessRequired.register')}
        </LinkButton>
      </Stack>
    </Alert>
  );
}
