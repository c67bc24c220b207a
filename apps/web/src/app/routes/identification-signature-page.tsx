import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { IdentificationCapture } from '../../features/identification/components/identification-capture';

/** /identificationSignature: the guided video identification. */
export function IdentificationSignaturePage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('identificationSignature.lead')}>
      <IdentificationCapture />
    </Page>
  );
}
