import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  needsSecondFactor,
  SecondFactorRequired,
} from '../../../components/second-factor-required';
import { ApiError } from '../../../lib/api-client';

/**
 * What the desk shows when the server refuses it: the sign-in for a session that ended
 * (401), two-step verification to turn on first (403 SECOND_FACTOR_REQUIRED), "only for
 * reviewers" without the role (403), "no such case" (404), else
 * `children` (the error in words).
 */
export function DeskRefusal({
  error,
  signIn,
  children,
}: {
  error: unknown;
  signIn: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('review');
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return signIn;
  if (needsSecondFactor(error)) return <SecondFactorRequired />;
  if (status === 403) {
    return (
      <Alert severity="warning" data-testid="review-not-allowed">
        {t('notAllowed')}
      </Alert>
    );
  }
  if (status === 404) {
    return (
      <Alert severity="warning" data-testid="review-not-found">
        {t('case.notFound')}
      </Alert>
    );
  }
  return children;
}
