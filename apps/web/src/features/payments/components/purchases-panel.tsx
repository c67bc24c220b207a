import {
  Alert,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listOrders } from '../api/payments-api';
import { formatAmount } from './format-amount';
import { TestMark } from './test-mark';

/**
 * My Account's Compras tab: the orders, newest first, with the invoice's PDF when issued;
 * test purchases (the sandbox's) say so.
 */
export function PurchasesPanel() {
  const { t, i18n } = useTranslation('payments');
  const orders = useQuery({ queryKey: ['payments', 'orders'], queryFn: listOrders });
  if (orders.isError) return <Alert severity="error">{t('purchases.loadError')}</Alert>;
  if (!orders.data) return null;
  if (orders.data.length === 0) return <Typography>{t('purchases.empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('purchases.title')}>
        <TableHead>
          <TableRow>
            {['date', 'pack', 'amount', 'state', 'invoice'].map((key) => (
              <TableCell key={key}>{t(`purchases.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.data.map((order) => (
            <TableRow key={order.id} data-testid="purchase-row">
              <TableCell>{new Date(order.createdAt).toLocaleDateString(i18n.language)}</TableCell>
              <TableCell>
                {order.productName} {order.provider === 'sandbox' && <TestMark />}
              </TableCell>
              <TableCell>
                {formatAmount(order.amountCents, order.currency, i18n.language)}
              </TableCell>
              <TableCell>{t(`status.${order.status}`)}</TableCell>
              <TableCell>
                {order.invoiceId && (
                  <Link href={`/api/invoices/${encodeURIComponent(order.invoiceId)}/pdf`}>
                    {t('purchases.download')}
                  </Link>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
