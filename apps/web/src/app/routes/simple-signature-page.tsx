import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { StepList } from '../../components/step-list';

const STEPS = ['read', 'accept', 'otp'] as const;

/** /simpleSignature: read the document, accept it, sign with the SMS code (spec 000 §4). */
export function SimpleSignaturePage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('simpleSignature.lead')}>
      <PageSection title={t('signing.stepsTitle')}>
        <StepList
          steps={STEPS.map((step) => ({
            title: t(`simpleSignature.steps.${step}.title`),
            text: t(`simpleSignature.steps.${step}.text`),
          }))}
        />
      </PageSection>
    </Page>
  );
}
