import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOrganization } from '../../../api/get-organization';
import { useErrorText } from '../../../hooks/use-error-text';
import { AuditLogSection } from './audit-log-section';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { MyInvitationsSection } from './my-invitations-section';
import { OrganizationSettingsSection } from './organization-settings-section';

/**
 * My Account → Organización: the organisation the session acts for, its members for
 * everyone, invitations and settings for those who `manage` it, its activity log for those
 * with `audit`.
 */
export function OrganizationPanel() {
  const { t } = useTranslation(['account', 'nav']);
  const errorText = useErrorText();
  const organization = useOrganization();
  if (organization.isPending) return <CircularProgress aria-label={t('organization.title')} />;
  if (organization.isError) return <Alert severity="error">{errorText(organization.error)}</Alert>;
  const { data } = organization;
  const manage = data.permissions.includes('manage');
  return (
    <Stack spacing={4}>
      <Typography color="text.secondary">
        {t('organization.lead', {
          name: data.name,
          role: t(`nav:organization.roles.${data.role}`),
        })}
      </Typography>
      <MyInvitationsSection />
      {manage && <OrganizationSettingsSection key={data.id} organization={data} />}
      <MembersSection personal={data.personal} />
      {manage && <InvitationsSection />}
      {data.permissions.includes('audit') && <AuditLogSection />}
    </Stack>
  );
}
