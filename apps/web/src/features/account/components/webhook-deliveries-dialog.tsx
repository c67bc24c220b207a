import type { TWebhookEndpoint } from '@confirma/contracts/webhooks';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../../components/load-more-button';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { useErrorText } from '../../../hooks/use-error-text';
import { type TDeliveryFilter, useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery';
import { WebhookDeliveryItem } from './webhook-delivery-item';

const FILTERS: TDeliveryFilter[] = ['ALL', 'PENDING', 'SUCCEEDED', 'FAILED'];

/** One endpoint's deliveries, newest first, filtered by state, a page at a time. */
export function WebhookDeliveriesDialog({
  userId,
  endpoint,
  onClose,
}: {
  userId: string;
  endpoint: TWebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [filter, setFilter] = useState<TDeliveryFilter>('ALL');
  const deliveries = useWebhookDeliveries(userId, endpoint.id, filter);
  const resend = useResendWebhookDelivery(userId, endpoint.id);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const list = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('api.webhooks.deliveriesTitle')}
        <Typography component="span" display="block" variant="body2" color="text.secondary">
          {endpoint.url}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <TextField
          select
          size="small"
          label={t('api.webhooks.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value as TDeliveryFilter)}
          sx={{ minWidth: 180, mt: 1, mb: 2 }}
        >
          {FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {value === 'ALL' ? t('api.webhooks.all') : t(`api.webhooks.deliveryStatus.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {deliveries.isPending && (
          <CircularProgress aria-label={t('api.webhooks.deliveriesTitle')} />
        )}
        {deliveries.isError && <Alert severity="error">{t('api.webhooks.deliveriesError')}</Alert>}
        {deliveries.isSuccess && list.length === 0 && (
          <Typography color="text.secondary">{t('api.webhooks.deliveriesEmpty')}</Typography>
        )}
        {list.length > 0 && (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {list.map((delivery) => (
              <WebhookDeliveryItem
                key={delivery.id}
                delivery={delivery}
                resending={resend.isPending && resend.variables === delivery.id}
                onResend={(chosen) =>
                  resend.mutate(chosen.id, {
                    onSuccess: () =>
                      setNotice({ severity: 'success', text: t('api.webhooks.resent') }),
                    onError: (error) =>
                      setNotice({
                        severity: 'error',
                        text: errorText(error),
                      }),
                  })
                }
              />
            ))}
          </Stack>
        )}
        <LoadMoreButton
          list={deliveries}
          label={t('api.loadMore')}
          variant="outlined"
          sx={{ mt: 2 }}
        />
        <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('api.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
