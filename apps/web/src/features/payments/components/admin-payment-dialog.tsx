import type { TAdminPayment } from '@confirma/contracts/payments';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { getAdminPayment } from '../api/get-admin-payment';
import { formatAmount } from './format-amount';
import { orderStatusKey } from './order-helpers';

/** One payment of the back office (none: closed): its state and the provider's events. */
export function AdminPaymentDialog({
  paymentId,
  onClose,
}: {
  paymentId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const detail = useQuery({
    queryKey: ['admin', 'payment', paymentId],
    queryFn: () => getAdminPayment(paymentId ?? ''),
    enabled: Boolean(paymentId),
  });
  const format = useLocaleFormat();
  const money = (p: TAdminPayment) => formatAmount(p.amountCents, p.currency, i18n.language);
  return (
    <Dialog
      open={Boolean(paymentId)}
      onClose={onClose}
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
                {format.figures(event.receivedAt)} ·{' '}
                {/* The provider's own event and outcome, as its records name them. */}
                <code>{event.type}</code> · {t('admin.outcome')}:{' '}
                <code>{event.outcome ?? '—'}</code>
              </Typography>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
