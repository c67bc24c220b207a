import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { RequireAccount } from '../../features/account/components/require-account';
import { OrderStatus } from '../../features/payments/components/order-status';

/** /paymentReturn?order=…: where the provider sends the browser back; the order's state. */
export function PaymentReturnPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  return (
    <Page>
      <RequireAccount>
        <OrderStatus key={orderId} orderId={orderId} canceled={params.get('canceled') === '1'} />
      </RequireAccount>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LinkButton variant="contained" to={pathFor('ProfilePage')}>
          {t('status.toAccount')}
        </LinkButton>
        <LinkButton variant="outlined" to={pathFor('PrePayPalPaymentPage')}>
          {t('status.packs')}
        </LinkButton>
      </Stack>
    </Page>
  );
}
