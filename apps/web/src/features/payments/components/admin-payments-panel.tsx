import { type TAdminPayment, type TOrderStatus, ZOrderStatus } from '@confirma/contracts/payments';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/scroll-table';
import {
  confirmTransfer,
  getAdminPayment,
  listAdminPayments,
  refundPayment,
} from '../api/admin-payments-api';
import { formatAmount } from './format-amount';
import { orderStatusKey } from './order-helpers';

/** An e-mail address that a narrow column breaks after its @, not inside its domain. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

type TAction = { kind: 'refund' | 'confirm'; payment: TAdminPayment } | null;

/**
 * The back office's Payments tab: payments by state or search, one payment's events, a
 * refund (with a reason, confirmed) and the confirmation of a bank transfer.
 */
export function AdminPaymentsPanel() {
  const { t, i18n } = useTranslation('payments');
  const { t: te } = useTranslation('errors');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TOrderStatus | ''>('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<TAction>(null);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['admin', 'payments', status, q],
    queryFn: () => listAdminPayments({ status: status || undefined, q: q || undefined }),
  });
  const detail = useQuery({
    queryKey: ['admin', 'payment', openId],
    queryFn: () => getAdminPayment(openId ?? ''),
    enabled: Boolean(openId),
  });
  const run = async () => {
    // One request per confirmation: a double click does not send a second one.
    if (!action || busy) return;
    setBusy(true);
    try {
      if (action.kind === 'refund') await refundPayment(action.payment.id, reason);
      else await confirmTransfer(action.payment.id);
      setMessage({ ok: true, text: t('admin.done') });
    } catch (caught) {
      const code = (caught as { code?: string }).code ?? 'unknown';
      setMessage({ ok: false, text: te(code, { defaultValue: te('unknown') }) });
    }
    setAction(null);
    setReason('');
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
  const money = (p: TAdminPayment) => formatAmount(p.amountCents, p.currency, i18n.language);

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
              <TableRow key={payment.id} hover onClick={() => setOpenId(payment.id)}>
                <TableCell sx={{ minWidth: 120, overflowWrap: 'break-word' }}>
                  {/* The row opens the payment's detail; this button, for the keyboard too. */}
                  <Link
                    component="button"
                    type="button"
                    onClick={(event) => {
                      event.stopPropagation();
                      setOpenId(payment.id);
                    }}
                    sx={{ textAlign: 'left' }}
                  >
                    {payment.userEmail ? <EmailText email={payment.userEmail} /> : payment.id}
                  </Link>
                </TableCell>
                <TableCell>{t(`status.${orderStatusKey(payment)}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{money(payment)}</TableCell>
                <TableCell onClick={(event) => event.stopPropagation()}>
                  {payment.status === 'PAID' && (
                    <Button size="small" onClick={() => setAction({ kind: 'refund', payment })}>
                      {t('admin.refund')}
                    </Button>
                  )}
                  {payment.method === 'transfer' &&
                    (payment.status === 'PENDING' || payment.status === 'CANCELED') && (
                      <Button size="small" onClick={() => setAction({ kind: 'confirm', payment })}>
                        {t('admin.confirmTransfer')}
                      </Button>
                    )}
                </TableCell>
                <TableCell>{payment.productName}</TableCell>
                <TableCell>
                  {t(`admin.providers.${payment.provider}`, { defaultValue: payment.provider })}
                  {payment.transfer ? ` ${payment.transfer.reference}` : ''}
                </TableCell>
                <TableCell>{new Date(payment.createdAt).toLocaleString(i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>

      <Dialog
        open={Boolean(openId)}
        onClose={() => setOpenId(null)}
        fullWidth
        maxWidth="md"
        aria-labelledby="admin-payment-title"
      >
        <DialogTitle id="admin-payment-title">{detail.data?.payment.id}</DialogTitle>
        <DialogContent>
          {detail.data && (
            <Box>
              <Typography>
                {detail.data.payment.productName} · {money(detail.data.payment)} ·{' '}
                {t(`status.${orderStatusKey(detail.data.payment)}`)}
              </Typography>
              {detail.data.payment.failureMessage && (
                <Typography color="error">{detail.data.payment.failureMessage}</Typography>
              )}
              <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
                {t('admin.events')}
              </Typography>
              {detail.data.events.map((event) => (
                <Typography key={event.id} variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {new Date(event.receivedAt).toLocaleString(i18n.language)} ·{' '}
                  {/* The provider's own event and outcome, as its records name them. */}
                  <code>{event.type}</code> · {t('admin.outcome')}:{' '}
                  <code>{event.outcome ?? '—'}</code>
                </Typography>
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpenId(null)}>{t('admin.cancel')}</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={Boolean(action)} onClose={() => setAction(null)} fullWidth maxWidth="sm">
        <DialogTitle>
          {action?.kind === 'refund' ? t('admin.refundTitle') : t('admin.confirmTransfer')}
        </DialogTitle>
        <DialogContent>
          {action?.kind === 'refund' ? (
            <>
              <Typography sx={{ mb: 2 }}>{t('admin.refundText')}</Typography>
              <TextField
                label={t('admin.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                fullWidth
                multiline
                required
              />
            </>
          ) : (
            <Typography>
              {t('admin.confirmTransferText', { reference: action?.payment.transfer?.reference })}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAction(null)}>{t('admin.cancel')}</Button>
          <Button
            variant="contained"
            color={action?.kind === 'refund' ? 'error' : 'primary'}
            disabled={busy || (action?.kind === 'refund' && reason.trim().length < 3)}
            onClick={() => void run()}
          >
            {t('admin.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
