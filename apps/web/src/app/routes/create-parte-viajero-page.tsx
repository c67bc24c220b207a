import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { StepList } from '../../components/step-list';

const STEPS = ['data', 'document', 'video'] as const;

/** /createparteviajeropage: the traveller report (Parte Viajero) with video identification. */
export function CreateParteViajeroPage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('traveller.lead')}>
      <PageSection title={t('traveller.stepsTitle')}>
        <StepList
          steps={STEPS.map((step) => ({
            title: t(`traveller.steps.${step}.title`),
            text: t(`traveller.steps.${step}.text`),
          }))}
        />
      </PageSection>
      <PageSection title={t('traveller.after.title')} description={t('traveller.after.text')} />
    </Page>
  );
}
