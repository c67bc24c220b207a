import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { pathFor } from '../../../config/routes';
import { AlertWithAction } from './alert-with-action';

/** A refused or missing reset link: say so and offer to ask for a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation('account');
  return (
    <AlertWithAction
      severity="warning"
      text={t('reset.invalidToken')}
      action={
        <LinkButton color="inherit" variant="outlined" size="small" to={pathFor('ForgotPassword')}>
          {t('reset.askAgain')}
        </LinkButton>
      }
    />
  );
}
