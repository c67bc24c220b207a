import { type TOutboxChannel, ZOutboxChannel } from '@confirma/contracts/outbox';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessageCard } from './outbox-message-card';

/** Messages the server kept instead of sending, with a channel filter and a refresh. */
export function OutboxView() {
  const { t } = useTranslation('dev');
  const [channel, setChannel] = useState<TOutboxChannel | null>(null);
  const outbox = useOutbox(channel);
  const messages = outbox.data?.messages ?? [];

  return (
    <Stack spacing={3}>
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
        <ToggleButtonGroup
          exclusive
          size="small"
          value={channel ?? 'all'}
          aria-label={t('outbox.filter')}
          onChange={(_event, value: unknown) => {
            if (value === 'all') setChannel(null);
            else {
              const parsed = ZOutboxChannel.safeParse(value);
              if (parsed.success) setChannel(parsed.data);
            }
          }}
        >
          <ToggleButton value="all">{t('outbox.channels.all')}</ToggleButton>
          <ToggleButton value="email">{t('outbox.channels.email')}</ToggleButton>
          <ToggleButton value="sms">{t('outbox.channels.sms')}</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          startIcon={outbox.isFetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          disabled={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          {t('outbox.refresh')}
        </Button>
        {outbox.data?.enabled && (
          <Typography variant="body2" color="text.secondary">
            {t('outbox.count', { count: messages.length })}
          </Typography>
        )}
      </Stack>
      {outbox.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('outbox.loading')} />
        </Box>
      ) : outbox.isError ? (
        <Alert severity="error">{t('outbox.error')}</Alert>
      ) : !outbox.data.enabled ? (
        <Alert severity="info">{t('outbox.disabled')}</Alert>
      ) : messages.length === 0 ? (
        <Alert severity="success">{t('outbox.empty')}</Alert>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
          {messages.map((message) => (
            <OutboxMessageCard key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
