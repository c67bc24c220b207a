import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { LoginForm } from '../../features/account/components/login-form';
import { LoginNotices } from '../../features/account/components/login-notices';
import { useLandingParam } from '../../features/account/hooks/use-landing-param';
import { useRouteNotice } from '../../features/account/hooks/use-route-notice';

/** /loginpage (spec 000 §2, §4): sign in, then My Account with 'Acceso correcto'. */
export function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [registered] = useRouteNotice('registered');
  // The verification link comes back with `verified=1`, plus `error=` when refused.
  const verified = useLandingParam('verified') === '1';
  const refused = useLandingParam('error') !== null;
  const verifyFailed = verified && refused;
  return (
    <Page lead={t('login.lead')}>
      <LoginNotices registered={registered} verified={verified} verifyFailed={verifyFailed} />
      <LoginForm
        onSignedIn={() => void navigate(pathFor('ProfilePage'), { state: { notice: 'signedIn' } })}
      />
    </Page>
  );
}
