import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid';
import { InfoCard } from '../../components/info-card';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';

const SIGNATURE_LEVELS = ['simple', 'advanced', 'qualified'] as const;

/** /legales: the Spanish and EU framework (eIDAS; simple, advanced, qualified signatures). */
export function LegalEsPage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('legalEs.lead')}>
      <PageSection title={t('legalEs.eidas.title')} description={t('legalEs.eidas.text')} />
      <PageSection title={t('legalEs.levels.title')} description={t('legalEs.levels.text')}>
        <CardGrid>
          {SIGNATURE_LEVELS.map((level) => (
            <InfoCard
              key={level}
              title={t(`legalEs.levels.${level}.title`)}
              text={t(`legalEs.levels.${level}.text`)}
            />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title={t('legalEs.spain.title')} description={t('legalEs.spain.text')} />
      <PageSection title={t('legalEvidence.title')} description={t('legalEvidence.text')} />
    </Page>
  );
}
