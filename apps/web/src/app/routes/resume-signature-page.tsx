import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/link-button';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';

/** /resumeSignature: the signature-completed screen (spec 001 §2.3). */
export function ResumeSignaturePage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('resumeSignature.lead')}>
      <PageSection
        title={t('resumeSignature.done.title')}
        description={t('resumeSignature.done.text')}
      />
      <PageSection
        title={t('resumeSignature.documents.title')}
        description={t('resumeSignature.documents.text')}
      >
        <LinkButton variant="outlined" to={pathFor('HomePage')}>
          {t('resumeSignature.back')}
        </LinkButton>
      </PageSection>
    </Page>
  );
}
