import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { RegisterForm } from '../../features/account/components/register-form';

/** /registerpage: on success, LoginPage with the verification notice. */
export function RegisterPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Page lead={t('register.lead', { credits: SIGNUP_FREE_CREDITS })}>
      <RegisterForm
        onRegistered={() =>
          void navigate(pathFor('LoginPage'), { state: { notice: 'registered' } })
        }
      />
    </Page>
  );
}
