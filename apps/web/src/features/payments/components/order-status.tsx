import type { TOrder } from '@confirma/contracts/payments';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createOrder } from '../api/create-order';
import { getAccountForBilling } from '../api/get-account-for-billing';
import { getOrder } from '../api/get-order';
import { returnOrder } from '../api/return-order';
import {
  forgetReturnTo,
  OPEN_STATUSES as OPEN,
  orderStatusKey,
  recallReturnTo,
  rememberReturnTo,
} from './order-helpers';
import { TestMark } from './test-mark';
import { TransferInstructions } from './transfer-instructions';

/** How long the success shows before the buyer is taken back to where they came from. */
export const RETURN_DELAY_MS = 1500;

/**
 * Tries the same pack and method again with a new order (a declined card, a failed
 * challenge, an abandoned checkout): the provider's page, not the shop.
 */
function RetryButton({ order, returnTo }: { order: TOrder; returnTo: string | null }) {
  const { t, i18n } = useTranslation('payments');
  const { t: te } = useTranslation('errors');
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      const request = { productId: order.productId, method: order.method };
      const { order: next, redirectUrl } = await createOrder(request, key, i18n.language);
      rememberReturnTo(next.id, returnTo);
      if (redirectUrl) window.location.assign(redirectUrl);
    } catch (caught) {
      const code = (caught as { code?: string }).code;
      setError(te(code ?? 'unknown', { defaultValue: te('unknown') }));
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('status.retryText')}</Typography>
      <Button
        variant="contained"
        disabled={busy}
        onClick={() => void retry()}
        data-testid="order-retry"
      >
        {t('status.retry')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

/**
 * The order's state after the provider's page: tells the server the browser is back
 * (it settles with the provider), then polls until the order leaves PENDING; shows the
 * provider's message on failure, the new balance when paid, the instructions of a transfer;
 * a test purchase (the sandbox's) says so.
 */
export function OrderStatus({ orderId, canceled }: { orderId: string; canceled: boolean }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [returnTo] = useState(() => recallReturnTo(orderId));
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
  // Paid, and the purchase was started from somewhere (a request short of credits): back
  // there after a moment.
  useEffect(() => {
    if (!paid || !returnTo) return;
    forgetReturnTo(orderId);
    const timer = window.setTimeout(() => void navigate(returnTo), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [paid, returnTo, orderId, navigate]);
  const retryable =
    order !== null &&
    order.method !== 'transfer' &&
    (order.status === 'FAILED' || order.status === 'CANCELED');

  if (failed) return <Alert severity="error">{t('status.notFound')}</Alert>;
  if (!order) return <CircularProgress aria-label={t('status.waiting')} />;
  return (
    <Stack spacing={2} data-testid="order-status" data-status={order.status}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h5">
          {order.productName} · {t(`status.${orderStatusKey(order)}`)}
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
      {paid && returnTo && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            onClick={() => void navigate(returnTo)}
            data-testid="order-return-to"
          >
            {t('status.returnTo')}
          </Button>
          <Typography color="text.secondary">{t('status.returning')}</Typography>
        </Stack>
      )}
      {order.status === 'FAILED' && (
        <Alert severity="error" data-testid="order-failed">
          {t('status.failed')} {order.failureMessage}
        </Alert>
      )}
      {order.status === 'CANCELED' && (
        <Alert severity="info">
          {canceled ? t('status.canceled') : t(`status.${orderStatusKey(order)}`)}
        </Alert>
      )}
      {retryable && <RetryButton order={order} returnTo={returnTo} />}
    </Stack>
  );
}
