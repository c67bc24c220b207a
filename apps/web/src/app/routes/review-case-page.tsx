import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { SignInFirst } from '../../components/sign-in-first';
import { pathFor } from '../../config/routes';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { ReviewCaseView } from '../../features/review/components/review-case-view';

/**
 * /review/:uuid, one case of the review desk side by side, and the reviewer's decision.
 * Visitors are asked to sign in; the server decides who sees the case.
 */
export function ReviewCasePage() {
  const { t } = useTranslation('review');
  const { uuid = '' } = useParams();
  const auth = useAuthSession();
  const signIn = (
    <SignInFirst text={t('signInFirst')} label={t('signIn')} testId="review-sign-in" />
  );
  return (
    <Page>
      <Stack spacing={3}>
        <LinkButton
          to={pathFor('ReviewDeskPage')}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('case.back')}
        </LinkButton>
        {auth.status === 'loading' && <CircularProgress aria-label={t('loading')} />}
        {auth.status === 'signedOut' && signIn}
        {auth.status === 'error' && <Alert severity="error">{t('unavailable')}</Alert>}
        {auth.status === 'signedIn' && (
          <ReviewCaseView id={uuid} me={auth.user?.id ?? null} signIn={signIn} />
        )}
      </Stack>
    </Page>
  );
}
