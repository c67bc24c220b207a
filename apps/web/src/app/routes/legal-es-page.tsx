import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid';
import { InfoCard } from '../../components/info-card';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { Prose } from '../../components/prose';
import { LegalReferences } from '../../features/legal/components/legal-references';
import { EU_REFERENCES } from '../../features/legal/references';

const SIGNATURE_LEVELS = ['simple', 'advanced', 'qualified'] as const;

/**
 * /legales: the Spanish and EU framework (eIDAS as amended by 2024/1183, the three signature
 * levels, art. 25, Ley 6/2020) and what the platform's signatures are: simple or advanced.
 */
export function LegalEsPage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('legalEs.lead')}>
      <Alert
        severity="info"
        variant="outlined"
        component="section"
        aria-labelledby="platform-level"
      >
        <AlertTitle id="platform-level" component="h2">
          {t('legalEs.platform.title')}
        </AlertTitle>
        {t('legalEs.platform.text')}
      </Alert>
      <PageSection title={t('legalEs.eidas.title')}>
        <Prose paragraphs={[t('legalEs.eidas.p1'), t('legalEs.eidas.p2')]} />
      </PageSection>
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
      <PageSection title={t('legalEs.effects.title')}>
        <Prose paragraphs={[t('legalEs.effects.p1'), t('legalEs.effects.p2')]} />
      </PageSection>
      <PageSection title={t('legalEs.spain.title')}>
        <Prose paragraphs={[t('legalEs.spain.p1'), t('legalEs.spain.p2')]} />
      </PageSection>
      <PageSection title={t('legalEs.limits.title')} description={t('legalEs.limits.text')} />
      <PageSection title={t('legalEvidence.title')} description={t('legalEvidence.text')}>
        <Alert severity="warning" variant="outlined">
          {t('legalEs.demo')}
        </Alert>
      </PageSection>
      <LegalReferences references={EU_REFERENCES} />
    </Page>
  );
}
