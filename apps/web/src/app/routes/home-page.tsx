import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { BenefitsGrid } from '../../features/marketing/components/benefits-grid';
import { GetStartedSection } from '../../features/marketing/components/get-started-section';
import { HomeActions } from '../../features/marketing/components/home-actions';
import { ServiceSummaryCards } from '../../features/marketing/components/service-summary-cards';

/** /homepage: the home with a features section and a how-to-start block. */
export function HomePage() {
  const { t } = useTranslation('pages');
  return (
    <Page hero lead={t('home.lead')} actions={<HomeActions onHero />}>
      <PageSection title={t('home.services.title')} description={t('home.services.description')}>
        <ServiceSummaryCards />
      </PageSection>
      <PageSection title={t('benefits.title')} description={t('benefits.description')}>
        <BenefitsGrid />
      </PageSection>
      <GetStartedSection />
    </Page>
  );
}
