import { type TOrderStatus, ZOrderStatus } from '@confirma/contracts/payments';
import {
  Alert,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import { listAdminPayments } from '../api/list-admin-payments';
import { AdminPaymentActionDialog, type TAdminPaymentAction } from './admin-payment-action-dialog';
import { AdminPaymentDialog } from './admin-payment-dialog';
import { AdminPaymentRow } from './admin-payment-row';

/**
 * The back office's Payments tab: payments by state or search, one payment's events, a
 * refund (with a reason, confirmed) and the confirmation of a bank transfer.
 */
export function AdminPaymentsPanel() {
  const { t } = useTranslation('payments');
  const [status, setStatus] = useState<TOrderStatus | ''>('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<TAdminPaymentAction>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'payments', status, q],
    queryFn: () => listAdminPayments({ status: status || undefined, q: q || undefined }),
  });

  return (
    <Stack spacing={2} data-testid="admin-payments-panel">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('admin.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label={t('admin.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as TOrderStatus | '')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('admin.all')}</MenuItem>
          {ZOrderStatus.options.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`status.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      {list.data?.payments.length === 0 && <Typography>{t('admin.empty')}</Typography>}
      {/* The key columns first: who, the state, how much and what to do; a phone scrolls
          sideways to the rest. */}
      <ScrollTable label={t('admin.title')}>
        <Table size="small" aria-label={t('admin.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.user')}</TableCell>
              <TableCell>{t('purchases.state')}</TableCell>
              <TableCell>{t('purchases.amount')}</TableCell>
              <TableCell>{t('purchases.actions')}</TableCell>
              <TableCell>{t('purchases.pack')}</TableCell>
              <TableCell>{t('admin.provider')}</TableCell>
              <TableCell>{t('purchases.date')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(list.data?.payments ?? []).map((payment) => (
              <AdminPaymentRow
                key={payment.id}
                payment={payment}
                onOpen={() => setOpenId(payment.id)}
                onAction={(kind) => setAction({ kind, payment })}
              />
            ))}
          </TableBody>
        </Table>
      </ScrollTable>

      <AdminPaymentDialog paymentId={openId} onClose={() => setOpenId(null)} />

      <AdminPaymentActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={(done) => {
          setMessage(done);
          setAction(null);
        }}
      />
    </Stack>
  );
}
