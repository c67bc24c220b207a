import { type TAssignableRole, ZAssignableRole, ZInvite } from '@confirma/contracts/organizations';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useInviteMember } from '../api/invite-member';

/**
 * Invite by e-mail with a role (never owner), each role described in one line. The
 * server's refusals (already a member, an invitation pending) are said under the form.
 */
export function InviteForm({ onInvited }: { onInvited: (email: string) => void }) {
  const { t } = useTranslation(['account', 'nav']);
  const errorText = useErrorText();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TAssignableRole>('sender');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInvite.safeParse({ email, role });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        onInvited(parsed.data.email);
      },
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <TextField
          type="email"
          autoComplete="off"
          label={t('organization.invite.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid}
          helperText={invalid ? t('organization.invite.emailInvalid') : ' '}
          sx={{ flex: 1 }}
          required
        />
        <TextField
          select
          label={t('organization.invite.role')}
          value={role}
          onChange={(event) => setRole(ZAssignableRole.parse(event.target.value))}
          helperText={t(`organization.roleHelp.${role}`)}
          sx={{ flex: 1 }}
        >
          {ZAssignableRole.options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`nav:organization.roles.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={invite.isPending}
          sx={{ mt: { md: 1 } }}
        >
          {t('organization.invite.send')}
        </Button>
      </Stack>
      {invite.isError && (
        <Alert severity="error" role="alert">
          {errorText(invite.error)}
        </Alert>
      )}
    </Box>
  );
}
