import type { TOrder } from '@confirma/contracts/payments';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { formatAmount } from './format-amount';
import { orderStatusKey } from './order-helpers';
import {
  PurchaseButtons,
  PurchaseBuyer,
  PurchaseDocuments,
  PurchaseState,
  PurchaseTransfer,
  type TPurchaseActions,
  usePurchaseDetails,
} from './purchase-parts';
import { TestMark } from './test-mark';

/**
 * One order of Compras on a phone: the pack and amount, its state and date, then what can
 * be done with it and its documents; nothing cut off or scrolled sideways.
 */
export function PurchaseCard({ order, ...actions }: { order: TOrder } & TPurchaseActions) {
  const { t, i18n } = useTranslation('payments');
  const format = useLocaleFormat();
  const details = usePurchaseDetails(order);
  return (
    <Box
      component="li"
      data-testid="purchase-row"
      data-status={orderStatusKey(order)}
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {order.productName} {order.provider === 'sandbox' && <TestMark />}
        </Typography>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatAmount(order.amountCents, order.currency, i18n.language)}
        </Typography>
      </Stack>
      <PurchaseBuyer order={order} />
      <Box sx={{ mt: 0.5 }}>
        <PurchaseState order={order} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('purchases.date')}: {format.shortDate(order.createdAt)}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <PurchaseButtons order={order} details={details} {...actions} />
        <PurchaseDocuments order={order} />
      </Stack>
      <PurchaseTransfer order={order} details={details} />
    </Box>
  );
}
