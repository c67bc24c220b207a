import { Alert, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { SignInFirst } from '../../components/sign-in-first';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { AdminConsole } from '../../features/admin/components/admin-console';
import { AdminPaymentsPanel } from '../../features/payments/components/admin-payments-panel';

/**
 * /admin, the back office: visitors are asked to sign in; a signed-in account without the
 * admin role is told it is not allowed (the console asks the server). The Payments tab is
 * the payments feature's panel, composed here.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const auth = useAuthSession();
  const signIn = <SignInFirst text={t('signInFirst')} label={t('signIn')} testId="admin-sign-in" />;
  return (
    <Page lead={t('lead')}>
      {auth.status === 'loading' && <CircularProgress aria-label={t('loading')} />}
      {auth.status === 'signedOut' && signIn}
      {auth.status === 'error' && <Alert severity="error">{t('unavailable')}</Alert>}
      {auth.status === 'signedIn' && (
        <AdminConsole payments={<AdminPaymentsPanel />} signIn={signIn} />
      )}
    </Page>
  );
}
