import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pathFor } from '../config/routes';
import { ApiError } from '../lib/api-error';
import { LinkButton } from './link-button';

/** The server's refusal of staff without two-step verification (STAFF_SECOND_FACTOR). */
export const needsSecondFactor = (error: unknown) =>
  error instanceof ApiError && error.code === 'SECOND_FACTOR_REQUIRED';

/**
 * What the back office and the review desk show an administrator or reviewer who must turn
 * on two-step verification first: why, and the way to My account where it is turned on.
 */
export function SecondFactorRequired() {
  const { t } = useTranslation(['errors', 'account']);
  return (
    <Alert
      severity="warning"
      data-testid="second-factor-required"
      action={
        <LinkButton to={pathFor('ProfilePage')} color="inherit" size="small">
          {t('account:profile.title')}
        </LinkButton>
      }
    >
      {t('errors:SECOND_FACTOR_REQUIRED')}
    </Alert>
  );
}
