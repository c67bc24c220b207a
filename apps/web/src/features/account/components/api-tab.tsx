import { Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiKeysSection } from './api-keys-section';
import { EmbedOriginsSection } from './embed-origins-section';
import { WebhooksSection } from './webhooks-section';

/** My Account → API: the integrator's keys, webhooks and embedding origins. */
export function ApiTab({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      <Typography color="text.secondary" sx={{ maxWidth: 860 }}>
        {t('api.lead')}
      </Typography>
      <ApiKeysSection userId={userId} />
      <WebhooksSection userId={userId} />
      <EmbedOriginsSection userId={userId} />
    </Stack>
  );
}
