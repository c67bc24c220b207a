import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { AccountLoadError } from '../../features/account/components/account-load-error';
import { useAuthSession } from '../../features/account/hooks/use-auth-session';
import { OperationView } from '../../features/workspace/components/operation-view';
import { useWorkspaceStream } from '../../features/workspace/hooks/use-workspace-stream';
import { SIGNED_OUT_REDIRECT } from '../../lib/signed-out-redirect';

/**
 * /operations/:uuid, the sender's page of one operation: for the signed-in account that
 * owns it (visitors go to LoginPage, like My Account). Live through the workspace stream.
 */
export function OperationPage() {
  const { t } = useTranslation('workspace');
  const { uuid = '' } = useParams();
  const auth = useAuthSession();
  const signedIn = auth.status === 'signedIn';
  useWorkspaceStream(signedIn);

  if (auth.status === 'signedOut') {
    return <Navigate to={pathFor('LoginPage')} state={SIGNED_OUT_REDIRECT} replace />;
  }
  return (
    <Page>
      <Stack spacing={3}>
        <LinkButton
          to={pathFor('ProfilePage')}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('operation.back')}
        </LinkButton>
        {signedIn ? (
          <OperationView operationUuid={uuid} />
        ) : auth.status === 'error' ? (
          <AccountLoadError onRetry={auth.retry} />
        ) : (
          <CircularProgress aria-label={t('operation.loading')} />
        )}
      </Stack>
    </Page>
  );
}
