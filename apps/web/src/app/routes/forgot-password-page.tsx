import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';

/** /forgotpassword: a reset link is sent to the account's e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <Page lead={t('forgot.lead')}>
      <ForgotPasswordForm />
    </Page>
  );
}
