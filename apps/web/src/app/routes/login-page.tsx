import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getOrganization } from '../../api/get-organization';
import { ORGANIZATION_KEYS } from '../../api/organization-keys';
import { Page } from '../../components/page';
import { pathFor, returnPath } from '../../config/routes';
import { LoginForm } from '../../features/account/components/login-form';
import { LoginNotices } from '../../features/account/components/login-notices';
import { useLandingParam } from '../../features/account/hooks/use-landing-param';
import { useRouteNotice } from '../../features/account/hooks/use-route-notice';
import { prefetchOperations } from '../../features/workspace/api/list-operations';

/**
 * /loginpage: sign in, then My Account with 'Acceso correcto', or the page `?next=` names
 * (an invitation's page sends its visitors here and wants them back); My Account sends a
 * member who only checks guests in on to the reception kiosk. My Account's code and data (the user document, the first page of operations) load ahead of it.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // My Account comes next: its code loads while the visitor types.
  useEffect(() => {
    void import('./profile-page');
  }, []);
  const [registered] = useRouteNotice('registered');
  // The verification link comes back with `verified=1`, plus `error=` when refused.
  const verified = useLandingParam('verified') === '1';
  const refused = useLandingParam('error') !== null;
  const verifyFailed = verified && refused;
  const next = returnPath(useLandingParam('next'));
  // Asked once the password is accepted: a member who only checks guests in reads no work.
  const prefetchWork = async () => {
    const active = await queryClient
      .fetchQuery({ queryKey: ORGANIZATION_KEYS.active, queryFn: getOrganization, staleTime: 0 })
      .catch(() => null);
    // The reception kiosk's member reads no operations (the server would refuse).
    if (!active || active.permissions.includes('read')) void prefetchOperations(queryClient);
  };
  return (
    <Page lead={t('login.lead')}>
      <LoginNotices registered={registered} verified={verified} verifyFailed={verifyFailed} />
      <LoginForm
        onAuthenticated={() => void prefetchWork()}
        // At once, as the ceremony ends (My Account sends a kiosk-only member on to the kiosk).
        onSignedIn={() =>
          void navigate(next ?? pathFor('ProfilePage'), { state: { notice: 'signedIn' } })
        }
      />
    </Page>
  );
}
