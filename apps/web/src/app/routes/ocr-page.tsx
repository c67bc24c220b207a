import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { ServiceFeatureCards } from '../../features/marketing/components/service-feature-cards';
import { TryItSection } from '../try-it/try-it-section';

/** /ocrpage and /ocrpage2: identity-document verification and OCR. */
export function OcrPage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('ocr.lead')}>
      <PageSection title={t('ocr.cardsTitle')}>
        <ServiceFeatureCards service="ocr" />
      </PageSection>
      <TryItSection service="ocr" />
    </Page>
  );
}
