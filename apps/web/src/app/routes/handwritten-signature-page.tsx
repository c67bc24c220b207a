import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { StepList } from '../../components/step-list';

const STEPS = ['read', 'draw', 'sign'] as const;

/** /handwrittenSignature: the document beside a drawing pad (spec 000 §2, §4). */
export function HandwrittenSignaturePage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('handwrittenSignature.lead')}>
      <PageSection title={t('signing.stepsTitle')}>
        <StepList
          steps={STEPS.map((step) => ({
            title: t(`handwrittenSignature.steps.${step}.title`),
            text: t(`handwrittenSignature.steps.${step}.text`),
          }))}
        />
      </PageSection>
    </Page>
  );
}
