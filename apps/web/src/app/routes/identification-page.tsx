import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { TryItSection } from '../../features/account/components/try-it-section';
import { ServiceFeatureCards } from '../../features/marketing/components/service-feature-cards';

/** /identificationpage and /identificationpage2: remote video identification. */
export function IdentificationPage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('identification.lead')}>
      <PageSection title={t('identification.cardsTitle')}>
        <ServiceFeatureCards service="identification" />
      </PageSection>
      <TryItSection service="identification" />
    </Page>
  );
}
