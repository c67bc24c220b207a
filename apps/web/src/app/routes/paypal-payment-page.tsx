import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { pathFor } from '../../config/routes';
import { RequireAccount } from '../../features/account/components/require-account';
import { PaymentDemo } from '../../features/payments/components/payment-demo';

/** /paypalPaymentPage: the wallet demo (amount 10.00) against the sandbox. */
export function PayPalPaymentPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  return (
    <Page lead={t('paypal.lead')}>
      <RequireAccount>
        <PaymentDemo demoRef={params.get('demo')} walletOnly />
      </RequireAccount>
      <LinkButton
        startIcon={<ArrowBackIcon />}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        to={pathFor('PrePayPalPaymentPage')}
      >
        {t('paypal.back')}
      </LinkButton>
    </Page>
  );
}
