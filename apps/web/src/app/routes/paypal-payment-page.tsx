import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';

/** /paypalPaymentPage: paying a chosen credit pack with the PayPal wallet. */
export function PayPalPaymentPage() {
  const { t } = useTranslation('account');
  return (
    <Page lead={t('paypal.lead')}>
      <PageSection title={t('paypal.how.title')} description={t('paypal.how.text')} />
      <PageSection title={t('paypal.after.title')} description={t('paypal.after.text')} />
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
