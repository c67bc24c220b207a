import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { RequireAccount } from '../../features/account/components/require-account';
import { PaymentDemo } from '../../features/payments/components/payment-demo';

/** /paymentPage: the card and wallet test page, against the sandbox when it runs. */
export function PaymentPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  return (
    <Page lead={t('payment.lead')}>
      <RequireAccount>
        <PaymentDemo demoRef={params.get('demo')} />
      </RequireAccount>
    </Page>
  );
}
