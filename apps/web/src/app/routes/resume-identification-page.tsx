import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid';
import { InfoCard } from '../../components/info-card';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';

const PARTS = ['biometry', 'front', 'back', 'ocr'] as const;

/** /resumeIdentification: the identification summary (spec 001 §2.2). */
export function ResumeIdentificationPage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('resumeIdentification.lead')}>
      <PageSection title={t('resumeIdentification.partsTitle')}>
        <CardGrid min={240}>
          {PARTS.map((part) => (
            <InfoCard
              key={part}
              title={t(`resumeIdentification.parts.${part}.title`)}
              text={t(`resumeIdentification.parts.${part}.text`)}
            />
          ))}
        </CardGrid>
      </PageSection>
    </Page>
  );
}
