import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { CreditPackCards } from '../../features/pricing/components/credit-pack-cards';

/** /prepaypalPaymentPage: 'Comprar Créditos', the packs to choose from (spec 001 §2.5). */
export function BuyCreditsPage() {
  const { t } = useTranslation('account');
  return (
    <Page lead={t('buyCredits.lead')}>
      <PageSection title={t('buyCredits.packsTitle')} description={t('buyCredits.packsText')}>
        <CreditPackCards
          action={() => <Chip variant="outlined" label={t('buyCredits.select')} />}
        />
      </PageSection>
      <PageSection title={t('buyCredits.pay.title')} description={t('buyCredits.pay.text')} />
      <LinkButton
        startIcon={<ArrowBackIcon />}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        to={pathFor('ProfilePage')}
      >
        {t('buyCredits.backToAccount')}
      </LinkButton>
    </Page>
  );
}
