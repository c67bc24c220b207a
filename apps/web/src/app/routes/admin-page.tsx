import { Alert, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { AdminConsole } from '../../features/admin/components/admin-console';
import { AdminPaymentsPanel } from '../../features/payments/components/admin-payments-panel';

/** Asks a visitor to sign in first. */
function SignInFirst() {
  const { t } = useTranslation('admin');
  return (
    <Alert
      severity="info"
      data-testid="admin-sign-in"
      action={
        <LinkButton to={pathFor('LoginPage')} color="inherit" size="small">
          {t('signIn')}
        </LinkButton>
      }
    >
      {t('signInFirst')}
    </Alert>
  );
}

/**
 * /admin, the back office: visitors are asked to sign in; a signed-in account without the
 * admin role is told it is not allowed (the console asks the server). The Payments tab is
 * the payments feature's panel, composed here.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const auth = useAuthSession();
  return (
    <Page lead={t('lead')}>
      {auth.status === 'loading' && <CircularProgress aria-label={t('loading')} />}
      {auth.status === 'signedOut' && <SignInFirst />}
      {auth.status === 'error' && <Alert severity="error">{t('unavailable')}</Alert>}
      {auth.status === 'signedIn' && (
        <AdminConsole payments={<AdminPaymentsPanel />} signIn={<SignInFirst />} />
      )}
    </Page>
  );
}
