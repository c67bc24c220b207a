import type { TOrder } from '@confirma/contracts/payments';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAccountForBilling, getOrder, returnOrder } from '../api/payments-api';
import { TestMark } from './test-mark';
import { TransferInstructions } from './transfer-instructions';

const OPEN = new Set(['PENDING', 'REQUIRES_ACTION']);

/**
 * The order's state after the provider's page: tells the server the browser is back
 * (it settles with the provider), then polls until the order leaves PENDING; shows the
 * provider's message on failure, the new balance when paid, the instructions of a transfer;
 * a test purchase (the sandbox's) says so.
 */
export function OrderStatus({ orderId, canceled }: { orderId: string; canceled: boolean }) {
  const { t } = useTranslation('payments');
  const [returned, setReturned] = useState<TOrder | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    returnOrder(orderId).then(setReturned, () => setFailed(true));
  }, [orderId]);
  const waiting = returned !== null && OPEN.has(returned.status) && returned.method !== 'transfer';
  const polled = useQuery({
    queryKey: ['payments', 'order', orderId],
    queryFn: () => getOrder(orderId),
    enabled: waiting,
    refetchInterval: (query) =>
      query.state.data && !OPEN.has(query.state.data.status) ? false : 1000,
  });
  const order = polled.data && waiting ? polled.data : returned;
  const paid = order?.status === 'PAID';
  const account = useQuery({
    queryKey: ['payments', 'balance', orderId, paid],
    queryFn: getAccountForBilling,
    enabled: paid,
  });

  if (failed) return <Alert severity="error">{t('status.notFound')}</Alert>;
  if (!order) return <CircularProgress aria-label={t('status.waiting')} />;
  return (
    <Stack spacing={2} data-testid="order-status" data-status={order.status}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h5">
          {order.productName} · {t(`status.${order.status}`)}
        </Typography>
        {order.provider === 'sandbox' && <TestMark />}
      </Stack>
      {order.method === 'transfer' && order.transfer && order.status === 'PENDING' && (
        <TransferInstructions transfer={order.transfer} />
      )}
      {OPEN.has(order.status) && order.method !== 'transfer' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{t('status.waiting')}</Typography>
        </Stack>
      )}
      {paid && (
        <Alert severity="success" data-testid="order-paid">
          {t('status.paid', { credits: order.credits })}
          {account.data && (
            <Typography data-testid="order-balance">
              {t('status.balance', { credits: account.data.credits.currentcredits })}
            </Typography>
          )}
        </Alert>
      )}
      {order.status === 'FAILED' && (
        <Alert severity="error" data-testid="order-failed">
          {t('status.failed')} {order.failureMessage}
        </Alert>
      )}
      {order.status === 'CANCELED' && (
        <Alert severity="info">{canceled ? t('status.canceled') : t('status.CANCELED')}</Alert>
      )}
    </Stack>
  );
}
