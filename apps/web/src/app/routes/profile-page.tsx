import { Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NoticeSnackbar } from '../../components/notice-snackbar';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { AlertWithAction } from '../../features/account/components/alert-with-action';
import { ProfileTabs } from '../../features/account/components/profile-tabs';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { useRouteNotice } from '../../features/account/hooks/use-route-notice';

/**
 * /profilepage, My Account: for a signed-in account holder; visitors go to LoginPage.
 * Arriving from the login form it says 'Acceso correcto'.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const auth = useAuthSession();
  const [welcome, dismissWelcome] = useRouteNotice('signedIn');

  if (auth.status === 'signedOut') return <Navigate to={pathFor('LoginPage')} replace />;
  const failed = auth.status === 'error' || auth.accountError;
  return (
    <Page lead={t('profile.lead')}>
      {auth.account ? (
        <ProfileTabs account={auth.account} />
      ) : failed ? (
        <AlertWithAction
          severity="error"
          role="alert"
          text={t('profile.loadError')}
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={auth.retry}>
              {t('profile.retry')}
            </Button>
          }
        />
      ) : (
        <CircularProgress aria-label={t('profile.title')} />
      )}
      <NoticeSnackbar
        notice={welcome ? { severity: 'success', text: t('login.success') } : null}
        onClose={dismissWelcome}
      />
    </Page>
  );
}
