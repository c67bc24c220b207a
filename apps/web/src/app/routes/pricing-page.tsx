import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { CreditCostsList } from '../../features/pricing/components/credit-costs-list';
import { CreditPackCards } from '../../features/pricing/components/credit-pack-cards';
import { LegacyPlanCards } from '../../features/pricing/components/legacy-plan-cards';
import { PricingFaq } from '../../features/pricing/components/pricing-faq';

/** /pricingpage: the three credit packs as plans, what each use costs, the older plans, a FAQ. */
export function PricingPage() {
  const { t } = useTranslation('pages');
  const buy = pathFor('PrePayPalPaymentPage');
  return (
    <Page lead={t('pricing.lead', { credits: SIGNUP_FREE_CREDITS })}>
      <PageSection title={t('pricing.packsTitle')} description={t('pricing.packsText')}>
        <CreditPackCards
          action={(pack) => (
            <LinkButton
              variant="contained"
              to={buy}
              // Three buttons of one name are no choice to a screen reader: each says its pack.
              aria-label={`${t('pricing.buy')}, ${t('pricing.packName', { credits: pack.credits })}`}
            >
              {t('pricing.buy')}
            </LinkButton>
          )}
        />
      </PageSection>
      <PageSection title={t('pricing.costsTitle')} description={t('pricing.costsText')}>
        <CreditCostsList />
      </PageSection>
      <PageSection title={t('pricing.legacy.title')} description={t('pricing.legacy.text')}>
        <LegacyPlanCards />
      </PageSection>
      <PageSection title={t('pricing.faqTitle')}>
        <PricingFaq />
      </PageSection>
    </Page>
  );
}
