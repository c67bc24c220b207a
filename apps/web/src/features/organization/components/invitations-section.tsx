import type { TInvitation } from '@confirma/contracts/organizations';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { PageSection } from '../../../components/page-section';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useInvitations } from '../api/list-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { InviteForm } from './invite-form';

/** Invitaciones (for `manage`): the invite form, then every invitation with its status. */
export function InvitationsSection() {
  const { t } = useTranslation(['account', 'nav']);
  const errorText = useErrorText();
  const format = useLocaleFormat();
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const [canceling, setCanceling] = useState<TInvitation | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const failed = (error: unknown) => setNotice({ severity: 'error', text: errorText(error) });
  return (
    <PageSection title={t('organization.invite.title')} description={t('organization.invite.text')}>
      <InviteForm
        onInvited={(email) =>
          setNotice({ severity: 'success', text: t('organization.invite.sent', { email }) })
        }
      />
      {invitations.isPending && <CircularProgress aria-label={t('organization.invite.title')} />}
      {invitations.isError && <Alert severity="error">{errorText(invitations.error)}</Alert>}
      {invitations.isSuccess && invitations.data.invitations.length === 0 && (
        <Typography color="text.secondary">{t('organization.invite.empty')}</Typography>
      )}
      {invitations.isSuccess && invitations.data.invitations.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {invitations.data.invitations.map((invitation) => (
            <Paper
              key={invitation.id}
              component="li"
              variant="outlined"
              sx={{ p: 2, listStyle: 'none' }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {invitation.email}
              </Typography>
              <Typography variant="body2">
                {t(`nav:organization.roles.${invitation.role}`)} ·{' '}
                {t(`organization.invite.status.${invitation.status}`)} ·{' '}
                {t('organization.invite.expires', { date: format.date(invitation.expiresAt) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('organization.invite.by', { name: invitation.inviterName })}
              </Typography>
              {(invitation.status === 'pending' || invitation.status === 'expired') && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button
                    size="small"
                    disabled={resend.isPending}
                    aria-label={t('organization.invite.resendTo', { email: invitation.email })}
                    onClick={() =>
                      resend.mutate(invitation.id, {
                        onSuccess: () =>
                          setNotice({
                            severity: 'success',
                            text: t('organization.invite.sent', { email: invitation.email }),
                          }),
                        onError: failed,
                      })
                    }
                  >
                    {t('organization.invite.resend')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('organization.invite.cancelTo', { email: invitation.email })}
                    onClick={() => setCanceling(invitation)}
                  >
                    {t('organization.invite.cancel')}
                  </Button>
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={canceling !== null}
        title={t('organization.invite.cancelTitle', { email: canceling?.email ?? '' })}
        text={t('organization.invite.cancelText')}
        confirmLabel={t('organization.invite.cancel')}
        cancelLabel={t('organization.cancel')}
        pending={cancel.isPending}
        error={cancel.error}
        onConfirm={() =>
          canceling && cancel.mutate(canceling.id, { onSuccess: () => setCanceling(null) })
        }
        onClose={() => {
          setCanceling(null);
          cancel.reset();
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </PageSection>
  );
}
