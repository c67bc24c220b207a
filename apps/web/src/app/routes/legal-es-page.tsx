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
  const { t } = useTranslation('legal');
  return (
    <Page lead={t('es.lead')}>
      <Alert
        severity="info"
        variant="outlined"
        component="section"
        aria-labelledby="platform-level"
      >
        <AlertTitle id="platform-level" component="h2">
          {t('es.platform.title')}
        </AlertTitle>
        {t('es.platform.text')}
      </Alert>
      <PageSection title={t('es.eidas.title')}>
        <Prose paragraphs={[t('es.eidas.p1'), t('es.eidas.p2')]} />
      </PageSection>
      <PageSection title={t('es.levels.title')} description={t('es.levels.text')}>
        <CardGrid>
          {SIGNATURE_LEVELS.map((level) => (
            <InfoCard
              key={level}
              title={t(`es.levels.${level}.title`)}
              text={t(`es.levels.${level}.text`)}
            />
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title={t('es.effects.title')}>
        <Prose paragraphs={[t('es.effects.p1'), t('es.effects.p2')]} />
      </PageSection>
      <PageSection title={t('es.spain.title')}>
        <Prose paragraphs={[t('es.spain.p1'), t('es.spain.p2')]} />
      </PageSection>
      <PageSection title={t('es.limits.title')} description={t('es.limits.text')} />
      <PageSection title={t('evidence.title')} description={t('evidence.text')}>
        <Alert severity="warning" variant="outlined">
          {t('es.demo')}
        </Alert>
      </PageSection>
      <LegalReferences references={EU_REFERENCES} />
    </Page>
  );
}
