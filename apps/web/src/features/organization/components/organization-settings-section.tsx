import {
  ORGANIZATION_NAME_MAX,
  type TOrganization,
  type TOrganizationUpdate,
} from '@confirma/contracts/organizations';
import { Alert, Box, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeSnackbar } from '../../../components/notice-snackbar';
import { PageSection } from '../../../components/page-section';
import { useErrorText } from '../../../hooks/use-error-text';
import { useUpdateOrganization } from '../api/update-organization';

/**
 * Ajustes (for `manage`): the name, and two rules saved as they are switched: members must
 * use two-step verification (refused unless the caller has it on), and senders see every
 * operation or only their own.
 */
export function OrganizationSettingsSection({ organization }: { organization: TOrganization }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const update = useUpdateOrganization();
  const [name, setName] = useState(organization.name);
  const [saved, setSaved] = useState(false);
  const save = (body: TOrganizationUpdate) =>
    update.mutate(body, { onSuccess: () => setSaved(true) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save({ name });
  };
  return (
    <PageSection title={t('organization.settings.title')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <TextField
            label={t('organization.settings.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!name.trim()}
            helperText={!name.trim() ? t('organization.settings.nameRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_MAX } }}
            sx={{ flex: 1, maxWidth: 480 }}
            required
          />
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending}
            sx={{ mt: { md: 1 } }}
          >
            {t('organization.settings.save')}
          </Button>
        </Stack>
      </Box>
      <Stack sx={{ mt: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={organization.requireSecondFactor}
              disabled={update.isPending}
              onChange={(event) => save({ requireSecondFactor: event.target.checked })}
            />
          }
          label={t('organization.settings.requireSecondFactor')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={organization.sendersSeeAll}
              disabled={update.isPending}
              onChange={(event) => save({ sendersSeeAll: event.target.checked })}
            />
          }
          label={t('organization.settings.sendersSeeAll')}
        />
      </Stack>
      {update.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorText(update.error)}
        </Alert>
      )}
      <NoticeSnackbar
        notice={saved ? { severity: 'success', text: t('organization.settings.saved') } : null}
        onClose={() => setSaved(false)}
      />
    </PageSection>
  );
}
