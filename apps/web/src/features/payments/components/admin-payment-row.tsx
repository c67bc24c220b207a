import type { TAdminPayment } from '@confirma/contracts/payments';
import { Button, Link, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
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

/**
 * One payment of the back office's list: who (the row and its link open the detail), the
 * state, the amount, what can be done (a refund once paid; a transfer's confirmation while
 * it waits or after it was cancelled), the pack, the provider and the date.
 */
export function AdminPaymentRow({
  payment,
  onOpen,
  onAction,
}: {
  payment: TAdminPayment;
  onOpen: () => void;
  onAction: (kind: 'refund' | 'confirm') => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const format = useLocaleFormat();
  const money = formatAmount(payment.amountCents, payment.currency, i18n.language);
  return (
    <TableRow hover onClick={onOpen}>
      <TableCell sx={{ minWidth: 120, overflowWrap: 'break-word' }}>
        {/* The row opens the payment's detail; this button, for the keyboard too. */}
        <Link
          component="button"
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          sx={{ textAlign: 'left' }}
        >
          {payment.userEmail ? <EmailText email={payment.userEmail} /> : payment.id}
        </Link>
      </TableCell>
      <TableCell>{t(`status.${orderStatusKey(payment)}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{money}</TableCell>
      <TableCell onClick={(event) => event.stopPropagation()}>
        {payment.status === 'PAID' && (
          <Button size="small" onClick={() => onAction('refund')}>
            {t('admin.refund')}
          </Button>
        )}
        {payment.method === 'transfer' &&
          (payment.status === 'PENDING' || payment.status === 'CANCELED') && (
            <Button size="small" onClick={() => onAction('confirm')}>
              {t('admin.confirmTransfer')}
            </Button>
          )}
      </TableCell>
      <TableCell>{payment.productName}</TableCell>
      <TableCell>
        {t(`admin.providers.${payment.provider}`, { defaultValue: payment.provider })}
        {payment.transfer ? ` ${payment.transfer.reference}` : ''}
      </TableCell>
      <TableCell>{format.figures(payment.createdAt)}</TableCell>
    </TableRow>
  );
}
