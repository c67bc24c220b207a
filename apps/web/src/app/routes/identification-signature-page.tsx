import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { StepList } from '../../components/step-list';

const STAGES = ['light', 'face', 'front', 'back'] as const;

/** /identificationSignature: the guided video identification (spec 001 §2.1, §4.1). */
export function IdentificationSignaturePage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('identificationSignature.lead')}>
      <Alert severity="info">
        {t('identificationSignature.requirements', {
          minutes: IDENTIFICATION_THRESHOLDS.videoTimeoutMinutes,
        })}
      </Alert>
      <PageSection title={t('identificationSignature.stagesTitle')}>
        <StepList
          steps={STAGES.map((stage) => ({
            title: t(`identificationSignature.stages.${stage}.title`),
            text: t(`identificationSignature.stages.${stage}.text`),
          }))}
        />
      </PageSection>
      <PageSection
        title={t('identificationSignature.after.title')}
        description={t('identificationSignature.after.text')}
      />
    </Page>
  );
}
