import type { TWebhookDelivery } from '@confirma/contracts/webhooks';
import { Box, Button, Chip, Collapse, Paper, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { EventLabel } from './webhook-events-field';

const STATUS_COLOR = { PENDING: 'warning', SUCCEEDED: 'success', FAILED: 'error' } as const;

/**
 * One delivery: state, event, tries, the last answer's code and duration, when; the
 * answer's excerpt on demand; resend.
 */
export function WebhookDeliveryItem({
  delivery,
  resending,
  onResend,
}: {
  delivery: TWebhookDelivery;
  resending: boolean;
  onResend: (delivery: TWebhookDelivery) => void;
}) {
  const { t } = useTranslation('account');
  const { minute: dateTime } = useLocaleFormat();
  const excerptId = useId();
  const [open, setOpen] = useState(false);
  const when = dateTime(delivery.lastAttemptAt ?? delivery.createdAt);
  const facts = [
    t('api.webhooks.attempts', { count: delivery.attempts }),
    delivery.responseStatus === null
      ? t('api.webhooks.noResponse')
      : t('api.webhooks.responseStatus', { status: delivery.responseStatus }),
    delivery.durationMs === null ? null : t('api.webhooks.duration', { ms: delivery.durationMs }),
    when,
  ].filter((fact) => fact !== null);
  return (
    <Paper variant="outlined" component="li" data-testid="webhook-delivery" sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={STATUS_COLOR[delivery.status]}
          label={t(`api.webhooks.deliveryStatus.${delivery.status}`)}
        />
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 180 }}>
          <EventLabel type={delivery.eventType} />
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {facts.join(' · ')}
      </Typography>
      {delivery.status === 'PENDING' && delivery.nextAttemptAt && (
        <Typography variant="body2" color="text.secondary">
          {t('api.webhooks.nextAttempt', { date: dateTime(delivery.nextAttemptAt) })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {delivery.responseExcerpt && (
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={excerptId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'api.webhooks.hideResponse' : 'api.webhooks.showResponse')}
          </Button>
        )}
        <Button
          size="small"
          disabled={resending}
          aria-label={t('api.webhooks.resendLabel', { event: delivery.eventType, date: when })}
          onClick={() => onResend(delivery)}
        >
          {t('api.webhooks.resend')}
        </Button>
      </Box>
      {delivery.responseExcerpt && (
        <Collapse in={open} id={excerptId}>
          <Box
            component="pre"
            sx={{
              m: 0,
              mt: 1,
              p: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: 12,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 240,
              overflow: 'auto',
            }}
          >
            {delivery.responseExcerpt}
          </Box>
        </Collapse>
      )}
    </Paper>
  );
}
