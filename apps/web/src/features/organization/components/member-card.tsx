import {
  type TAssignableRole,
  type TMember,
  ZAssignableRole,
} from '@confirma/contracts/organizations';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';

export type TMemberAction = 'remove' | 'transfer' | 'limit';

/**
 * One member: name, e-mail, role, two-step verification, date joined and this month's
 * credits against their limit. `manage` adds the role select (never owner) and the limit
 * and removal; `own` adds the transfer of ownership. An owner's role changes only by a
 * transfer, and nobody acts on themselves here (leaving is its own button).
 */
export function MemberCard({
  member,
  self,
  manage,
  own,
  busy,
  onRole,
  onAction,
}: {
  member: TMember;
  self: boolean;
  manage: boolean;
  own: boolean;
  busy: boolean;
  onRole: (role: TAssignableRole) => void;
  onAction: (action: TMemberAction) => void;
}) {
  const { t } = useTranslation(['account', 'nav']);
  const format = useLocaleFormat();
  const editable = manage && !self && member.role !== 'owner';
  const roleName = (role: string) => t(`nav:organization.roles.${role}`);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {member.name}
            {self && ` ${t('organization.members.you')}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email}
          </Typography>
          <Typography variant="body2">
            {t(
              member.twoFactorEnabled
                ? 'organization.members.twoFactorOn'
                : 'organization.members.twoFactorOff',
            )}
            {' · '}
            {t('organization.members.joined', { date: format.date(member.joinedAt) })}
          </Typography>
          <Typography variant="body2">
            {member.monthlyCreditLimit === null
              ? t('organization.members.spentNoLimit', { spent: member.spentThisMonth })
              : t('organization.members.spent', {
                  spent: member.spentThisMonth,
                  limit: member.monthlyCreditLimit,
                })}
          </Typography>
        </Box>
        {editable ? (
          <TextField
            select
            size="small"
            label={t('organization.members.roleOf', { name: member.name })}
            value={member.role}
            disabled={busy}
            onChange={(event) => onRole(ZAssignableRole.parse(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            {ZAssignableRole.options.map((role) => (
              <MenuItem key={role} value={role}>
                {roleName(role)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography sx={{ minWidth: 180 }}>{roleName(member.role)}</Typography>
        )}
      </Stack>
      {(manage || (own && !self)) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {manage && (
            <Button
              size="small"
              aria-label={t('organization.members.setLimitOf', { name: member.name })}
              onClick={() => onAction('limit')}
            >
              {t('organization.members.setLimit')}
            </Button>
          )}
          {own && !self && (
            <Button
              size="small"
              aria-label={t('organization.members.transferTo', { name: member.name })}
              onClick={() => onAction('transfer')}
            >
              {t('organization.members.transfer')}
            </Button>
          )}
          {editable && (
            <Button
              size="small"
              color="error"
              aria-label={t('organization.members.removeName', { name: member.name })}
              onClick={() => onAction('remove')}
            >
              {t('organization.members.remove')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
