import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { ServiceFeatureCards } from '../../features/marketing/components/service-feature-cards';
import { TryItSection } from '../try-it/try-it-section';

/** /signaturepage and /signaturepage2: electronic signature by OTP or handwritten. */
export function SignaturePage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('signature.lead')}>
      <PageSection title={t('signature.cardsTitle')}>
        <ServiceFeatureCards service="signature" />
      </PageSection>
      <TryItSection service="signature" />
    </Page>
  );
}
