import { SIGNUP_FREE_CREDITS } from '@confirma/contracts/constants';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { HomeActions } from '../../features/marketing/components/home-actions';
import { ServiceSummaryCards } from '../../features/marketing/components/service-summary-cards';

/** /homepage2, where `/` lands: hero, the services and the try-it / register block. */
export function HomePage2() {
  const { t } = useTranslation('pages');
  return (
    <Page hero lead={t('home.lead')} actions={<HomeActions onHero />}>
      <PageSection title={t('home.services.title')} description={t('home.services.description')}>
        <ServiceSummaryCards />
      </PageSection>
      <PageSection
        title={t('home.tryBlock.title')}
        description={t('home.tryBlock.text', { credits: SIGNUP_FREE_CREDITS })}
      >
        <Stack direction="row" gap={2} flexWrap="wrap">
          <HomeActions />
        </Stack>
      </PageSection>
    </Page>
  );
}
