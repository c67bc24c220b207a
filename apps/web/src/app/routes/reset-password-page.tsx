import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { InvalidResetLink } from '../../features/account/components/invalid-reset-link';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { useLandingParam } from '../../features/account/hooks/use-landing-param';

/**
 * /resetpassword: where the e-mailed reset link lands, as `/?token=…#/resetpassword` or
 * `/#/resetpassword?token=…`; a refused link arrives with `?error=` instead.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const token = useLandingParam('token');
  const refused = useLandingParam('error') !== null;
  return (
    <Page lead={t('reset.lead')}>
      {token && !refused ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </Page>
  );
}
