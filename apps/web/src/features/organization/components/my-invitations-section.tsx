import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { PageSection } from '../../../components/page-section';
import { invitationPath } from '../../../config/routes';
import { useMyInvitations } from '../api/list-my-invitations';

/** Invitations to the user's own address, each to open (accept or decline): nothing when none. */
export function MyInvitationsSection() {
  const { t } = useTranslation(['account', 'nav']);
  const invitations = useMyInvitations();
  const pending = invitations.data?.invitations ?? [];
  if (pending.length === 0) return null;
  return (
    <PageSection title={t('invitation.mine')}>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {pending.map((invitation) => (
          <Paper
            key={invitation.id}
            component="li"
            variant="outlined"
            sx={{ p: 2, listStyle: 'none' }}
          >
            <Typography sx={{ mb: 1 }}>
              {t('invitation.text', {
                inviter: invitation.inviterName,
                organization: invitation.organizationName,
                role: t(`nav:organization.roles.${invitation.role}`),
              })}
            </Typography>
            <LinkButton
              variant="outlined"
              size="small"
              to={invitationPath(invitation.id)}
              aria-label={t('invitation.openOf', { organization: invitation.organizationName })}
            >
              {t('invitation.open')}
            </LinkButton>
          </Paper>
        ))}
      </Stack>
    </PageSection>
  );
}
