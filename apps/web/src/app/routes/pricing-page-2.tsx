import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { CreditCostsList } from '../../features/pricing/components/credit-costs-list';
import { CreditPackCards } from '../../features/pricing/components/credit-pack-cards';
import { PricingFaq } from '../../features/pricing/components/pricing-faq';

/** /pricingpage2: plans Basic 1, 2 and 3 (buttons to the contact page), credit costs, FAQ. */
export function PricingPage2() {
  const { t } = useTranslation('pages');
  const contact = pathFor('ContactPage');
  return (
    <Page lead={t('pricing.lead', { credits: SIGNUP_FREE_CREDITS })}>
      <PageSection title={t('pricing2.plansTitle')} description={t('pricing2.plansText')}>
        <CreditPackCards
          name={(_pack, index) => t('pricing2.planName', { number: index + 1 })}
          action={(pack) => (
            <LinkButton
              variant="contained"
              to={contact}
              aria-label={`${t('pricing2.contact')}, ${t('pricing.packName', { credits: pack.credits })}`}
            >
              {t('pricing2.contact')}
            </LinkButton>
          )}
        />
      </PageSection>
      <PageSection title={t('pricing.costsTitle')} description={t('pricing.costsText')}>
        <CreditCostsList />
      </PageSection>
      <PageSection title={t('pricing.faqTitle')}>
        <PricingFaq />
      </PageSection>
    </Page>
  );
}
