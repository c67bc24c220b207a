import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { HomeActions } from '../../features/marketing/components/home-actions';
import { ServiceSummaryCards } from '../../features/marketing/components/service-summary-cards';
import { SignupBanner } from '../../features/marketing/components/signup-banner';

/** /homepage2, where `/` lands: hero, the services and the sign-up banner. */
export function HomePage2() {
  const { t } = useTranslation('pages');
  return (
    <Page hero lead={t('home.lead')} actions={<HomeActions onHero />}>
      <PageSection title={t('home.services.title')} description={t('home.services.description')}>
        <ServiceSummaryCards />
      </PageSection>
      <SignupBanner />
    </Page>
  );
}
