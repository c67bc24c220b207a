import type { TOrder } from '@confirma/contracts/payments';
import { TableCell, TableRow } from '@mui/material';
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

const COLUMNS = 6;

/**
 * One order of Compras as a table row (a wider screen; a phone shows PurchaseCard): its
 * date, pack, amount and state, the invoice and credit note, and what can be done with it.
 */
export function PurchaseRow({ order, ...actions }: { order: TOrder } & TPurchaseActions) {
  const { i18n } = useTranslation('payments');
  const format = useLocaleFormat();
  const details = usePurchaseDetails(order);
  return (
    <>
      <TableRow
        data-testid="purchase-row"
        data-status={orderStatusKey(order)}
        sx={
          details.shown
            ? { '& > td': { borderBottom: details.open ? 'none' : undefined } }
            : undefined
        }
      >
        <TableCell>{format.shortDate(order.createdAt)}</TableCell>
        <TableCell>
          {order.productName} {order.provider === 'sandbox' && <TestMark />}
          <PurchaseBuyer order={order} />
        </TableCell>
        <TableCell>{formatAmount(order.amountCents, order.currency, i18n.language)}</TableCell>
        <TableCell>
          <PurchaseState order={order} />
        </TableCell>
        <TableCell>
          <PurchaseDocuments order={order} />
        </TableCell>
        <TableCell>
          <PurchaseButtons order={order} details={details} {...actions} />
        </TableCell>
      </TableRow>
      {details.shown && order.transfer && (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ py: 0 }}>
            {/* Kept in view when the table scrolls sideways. */}
            <PurchaseTransfer
              order={order}
              details={details}
              sx={{ position: 'sticky', left: 16, maxWidth: 'calc(100vw - 64px)' }}
            />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
