import type { TWebhookEndpoint } from '@confirma/contracts/webhooks';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { EventLabel } from './webhook-events-field';

export type TEndpointAction = 'deliveries' | 'edit' | 'toggle' | 'rotate' | 'delete';

/**
 * One endpoint: its URL and description, its state (enabled, disabled by its owner, or
 * disabled after failing 5 days; failing since…), its events, and what can be done to it.
 */
export function WebhookEndpointCard({
  endpoint,
  busy,
  onAction,
}: {
  endpoint: TWebhookEndpoint;
  busy: boolean;
  onAction: (action: TEndpointAction, endpoint: TWebhookEndpoint) => void;
}) {
  const { t } = useTranslation('account');
  const { minute: dateTime } = useLocaleFormat();
  const status = endpoint.enabled
    ? { label: t('api.webhooks.status.enabled'), color: 'success' as const }
    : {
        label: t(`api.webhooks.status.${endpoint.disabledReason ?? 'OWNER'}`),
        color: endpoint.disabledReason === 'FAILING' ? ('error' as const) : ('default' as const),
      };
  const actions: { action: TEndpointAction; label: string; color?: 'error' }[] = [
    { action: 'deliveries', label: t('api.webhooks.deliveries') },
    { action: 'edit', label: t('api.webhooks.edit') },
    {
      action: 'toggle',
      label: t(endpoint.enabled ? 'api.webhooks.disable' : 'api.webhooks.enable'),
    },
    { action: 'rotate', label: t('api.webhooks.rotate') },
    { action: 'delete', label: t('api.webhooks.delete'), color: 'error' },
  ];
  return (
    <Paper variant="outlined" component="li" data-testid="webhook-endpoint" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, fontFamily: 'monospace', overflowWrap: 'anywhere', flex: 1 }}
        >
          {endpoint.url}
        </Typography>
        <Chip size="small" variant="outlined" color={status.color} label={status.label} />
      </Box>
      {endpoint.description && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {endpoint.description}
        </Typography>
      )}
      {endpoint.failingSince && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('api.webhooks.status.failingSince', { date: dateTime(endpoint.failingSince) })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('api.webhooks.eventsCount', { count: endpoint.events.length })} ·{' '}
        {t('api.webhooks.created', { date: dateTime(endpoint.createdAt) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
        {endpoint.events.map((type) => (
          <Chip
            key={type}
            size="small"
            label={<EventLabel type={type} />}
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Box>
      <Box
        role="group"
        aria-label={t('api.webhooks.actions', { url: endpoint.url })}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
      >
        {actions.map(({ action, label, color }) => (
          <Button
            key={action}
            size="small"
            variant={action === 'deliveries' ? 'outlined' : 'text'}
            color={color ?? 'primary'}
            disabled={busy && action === 'toggle'}
            onClick={() => onAction(action, endpoint)}
          >
            {label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}
