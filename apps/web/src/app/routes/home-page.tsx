import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';
import { BenefitsGrid } from '../../features/marketing/components/benefits-grid';
import { FeatureCards } from '../../features/marketing/components/feature-cards';
import { GetStartedSection } from '../../features/marketing/components/get-started-section';
import { HomeActions } from '../../features/marketing/components/home-actions';
import { ServiceSummaryCards } from '../../features/marketing/components/service-summary-cards';
import { SignupBanner } from '../../features/marketing/components/signup-banner';

/** /homepage: the home with a features section and a how-to-start block. */
export function HomePage() {
  const { t } = useTranslation('pages');
  return (
    <Page hero lead={t('home.lead')} actions={<HomeActions onHero />}>
      <PageSection title={t('home.services.title')} description={t('home.services.description')}>
        <ServiceSummaryCards />
      </PageSection>
      <PageSection title={t('home.features.title')} description={t('home.features.description')}>
        <FeatureCards />
        <Box sx={{ mt: 3 }}>
          <LinkButton variant="outlined" to={pathFor('FeaturesPage')}>
            {t('home.features.action')}
          </LinkButton>
        </Box>
      </PageSection>
      <PageSection title={t('benefits.title')} description={t('benefits.description')}>
        <BenefitsGrid />
      </PageSection>
      <GetStartedSection />
      <SignupBanner />
    </Page>
  );
}
