import { useTranslation } from 'react-i18next';
import { BulletList } from '../../components/bullet-list';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';

const REQUIREMENTS = ['intent', 'consent', 'association', 'retention'] as const;

/** /legal: the United States framework (E-SIGN Act, UETA). */
export function LegalUsPage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('legalUs.lead')}>
      <PageSection title={t('legalUs.esign.title')} description={t('legalUs.esign.text')} />
      <PageSection title={t('legalUs.ueta.title')} description={t('legalUs.ueta.text')} />
      <PageSection
        title={t('legalUs.requirements.title')}
        description={t('legalUs.requirements.text')}
      >
        <BulletList items={REQUIREMENTS.map((key) => t(`legalUs.requirements.items.${key}`))} />
      </PageSection>
      <PageSection title={t('legalEvidence.title')} description={t('legalEvidence.text')} />
    </Page>
  );
}
