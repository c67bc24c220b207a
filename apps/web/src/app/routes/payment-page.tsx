import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';

/** /paymentPage: the card and wallet test page (spec 001 §2.4), a sandbox demo. */
export function PaymentPage() {
  const { t } = useTranslation('account');
  return (
    <Page lead={t('payment.lead')}>
      <Alert severity="warning">{t('payment.sandbox')}</Alert>
      <PageSection title={t('payment.card.title')} description={t('payment.card.text')} />
      <PageSection title={t('payment.wallet.title')} description={t('payment.wallet.text')} />
    </Page>
  );
}
