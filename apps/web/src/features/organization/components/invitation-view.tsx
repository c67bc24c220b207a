import { INVITATION_ID_SHAPE } from '@confirma/contracts/organizations';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { useRejectInvitation } from '../api/reject-invitation';

/**
 * The invitation of the e-mailed link: who invites the reader to which organisation, with
 * which role and until when. Signed out, the ways in (`signInPath`, `registerPath` come back
 * here); signed in, Accept or Decline. A closed or expired invitation is said in words.
 */
export function InvitationView({
  invitationId,
  signedIn,
  signInPath,
  registerPath,
  onAccepted,
}: {
  invitationId: string;
  signedIn: boolean;
  signInPath: string;
  registerPath: string;
  onAccepted: () => void;
}) {
  const { t } = useTranslation(['account', 'nav', 'errors']);
  const errorText = useErrorText();
  const format = useLocaleFormat();
  const invitation = useInvitation(invitationId);
  const accept = useAcceptInvitation();
  const reject = useRejectInvitation(invitationId);
  if (!INVITATION_ID_SHAPE.test(invitationId)) {
    return <Alert severity="error">{t('errors:NOT_FOUND')}</Alert>;
  }
  if (invitation.isPending) return <CircularProgress aria-label={t('invitation.title')} />;
  if (invitation.isError) return <Alert severity="error">{errorText(invitation.error)}</Alert>;
  const view = invitation.data;
  const closed =
    view.status === 'expired'
      ? 'errors:INVITATION_EXPIRED'
      : view.status !== 'pending'
        ? 'errors:INVITATION_CLOSED'
        : null;
  const actionError = accept.error ?? reject.error;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography sx={{ mb: 1 }}>
        {t('invitation.text', {
          inviter: view.inviterName,
          organization: view.organizationName,
          role: t(`nav:organization.roles.${view.role}`),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`organization.roleHelp.${view.role === 'owner' ? 'admin' : view.role}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('invitation.sentTo', { email: view.email, date: format.date(view.expiresAt) })}
      </Typography>
      {reject.isSuccess ? (
        <Alert severity="info" role="status">
          {t('invitation.declined')}
        </Alert>
      ) : closed ? (
        <Alert severity="warning">{t(closed)}</Alert>
      ) : signedIn ? (
        <Stack direction="row" spacing={2}>
          <Button
            variant="contained"
            disabled={accept.isPending || reject.isPending}
            onClick={() => accept.mutate(invitationId, { onSuccess: onAccepted })}
          >
            {t('invitation.accept')}
          </Button>
          <Button
            variant="outlined"
            disabled={accept.isPending || reject.isPending}
            onClick={() => reject.mutate()}
          >
            {t('invitation.decline')}
          </Button>
        </Stack>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('invitation.signInFirst')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <LinkButton variant="contained" to={signInPath}>
              {t('invitation.signIn')}
            </LinkButton>
            <LinkButton variant="outlined" to={registerPath}>
              {t('invitation.register')}
            </LinkButton>
          </Stack>
        </>
      )}
      {actionError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorText(actionError)}
        </Alert>
      )}
    </Paper>
  );
}
