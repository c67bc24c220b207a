import { Alert, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { SignInFirst } from '../../components/sign-in-first';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { ReviewQueue } from '../../features/review/components/review-queue';

/**
 * /review, the review desk of the platform's reviewers: the identifications waiting for a
 * person, oldest first. Visitors are asked to sign in; an account without the reviewer
 * role is told the desk is not for it (the server decides).
 */
export function ReviewDeskPage() {
  const { t } = useTranslation('review');
  const auth = useAuthSession();
  const signIn = (
    <SignInFirst text={t('signInFirst')} label={t('signIn')} testId="review-sign-in" />
  );
  return (
    <Page lead={t('desk.lead')}>
      {auth.status === 'loading' && <CircularProgress aria-label={t('loading')} />}
      {auth.status === 'signedOut' && signIn}
      {auth.status === 'error' && <Alert severity="error">{t('unavailable')}</Alert>}
      {auth.status === 'signedIn' && <ReviewQueue signIn={signIn} />}
    </Page>
  );
}
