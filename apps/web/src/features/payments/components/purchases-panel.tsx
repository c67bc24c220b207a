import type { TOrder } from '@confirma/contracts/payments';
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { cancelOrder } from '../api/cancel-order';
import { listOrders } from '../api/list-orders';
import { resumeOrder } from '../api/resume-order';
import { PurchaseCard } from './purchase-card';
import { PurchaseRow } from './purchase-row';

/**
 * My Account's Compras tab: the orders, newest first, with the invoice's PDF when issued
 * and the credit note's after a refund; a transfer still waiting shows its instructions
 * again, an open checkout can be continued or cancelled; test purchases (the sandbox's)
 * say so. A phone shows each order as a card; a wider screen, a table (scrolled sideways
 * with the keyboard too when it does not fit).
 */
export function PurchasesPanel() {
  const { t, i18n } = useTranslation('payments');
  const queryClient = useQueryClient();
  const orders = useQuery({ queryKey: ['payments', 'orders'], queryFn: listOrders });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (orders.isError) return <Alert severity="error">{t('purchases.loadError')}</Alert>;
  if (!orders.data) return null;
  if (orders.data.length === 0) return <Typography>{t('purchases.empty')}</Typography>;

  const act = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    }
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: ['payments', 'orders'] });
  };
  const resume = (order: TOrder) =>
    act(async () => {
      const { redirectUrl } = await resumeOrder(order.id, i18n.language);
      if (redirectUrl) window.location.assign(redirectUrl);
    });
  const cancel = (order: TOrder) =>
    act(async () => {
      await cancelOrder(order.id);
    });
  const actions = {
    busy,
    onResume: (order: TOrder) => void resume(order),
    onCancel: (order: TOrder) => void cancel(order),
  };
  return (
    <>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('purchases.actionError')}
        </Alert>
      )}
      {phone ? (
        <Box component="ul" aria-label={t('purchases.title')} sx={{ m: 0, p: 0 }}>
          {orders.data.map((order) => (
            <PurchaseCard key={order.id} order={order} {...actions} />
          ))}
        </Box>
      ) : (
        <ScrollTable label={t('purchases.title')}>
          <Table size="small" aria-label={t('purchases.title')}>
            <TableHead>
              <TableRow>
                {['date', 'pack', 'amount', 'state', 'invoice', 'actions'].map((key) => (
                  <TableCell key={key}>{t(`purchases.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.data.map((order) => (
                <PurchaseRow key={order.id} order={order} {...actions} />
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </>
  );
}
