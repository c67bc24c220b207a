import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { pathFor, returnPath } from '../../config/routes';
import { RegisterForm } from '../../features/account/components/register-form';
import { useLandingParam } from '../../features/account/hooks/use-landing-param';

/**
 * /registerpage: on success, LoginPage with the verification notice, carrying `?next=` on
 * (an invitation's page), so that the first sign-in goes back there.
 */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const next = returnPath(useLandingParam('next'));
  const login = next
    ? `${pathFor('LoginPage')}?next=${encodeURIComponent(next)}`
    : pathFor('LoginPage');
  return (
    <Page lead={t('register.lead', { credits: SIGNUP_FREE_CREDITS })}>
      <RegisterForm
        next={next ?? undefined}
        onRegistered={() => void navigate(login, { state: { notice: 'registered' } })}
      />
    </Page>
  );
}
