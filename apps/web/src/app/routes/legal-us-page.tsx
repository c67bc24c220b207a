import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../../components/bullet-list';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { Prose } from '../../components/prose';
import { LegalReferences } from '../../features/legal/components/legal-references';
import { US_REFERENCES } from '../../features/legal/references';

const CONSENT_RULES = ['affirmative', 'disclosure', 'hardware', 'demonstrates'] as const;
const REQUIREMENTS = ['intent', 'consent', 'attribution', 'association', 'retention'] as const;

/** /legal: the United States framework (E-SIGN Act, 15 U.S.C. §7001 et seq.; UETA; NY ESRA). */
export function LegalUsPage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('legalUs.lead')}>
      <Alert severity="info" variant="outlined">
        {t('legalUs.platform')}
      </Alert>
      <PageSection title={t('legalUs.esign.title')}>
        <Prose paragraphs={[t('legalUs.esign.p1'), t('legalUs.esign.p2')]} />
      </PageSection>
      <PageSection title={t('legalUs.consent.title')} description={t('legalUs.consent.text')}>
        <BulletList items={CONSENT_RULES.map((key) => t(`legalUs.consent.items.${key}`))} />
        <Prose paragraphs={[t('legalUs.consent.sender')]} />
      </PageSection>
      <PageSection title={t('legalUs.ueta.title')}>
        <Prose
          paragraphs={[t('legalUs.ueta.p1'), t('legalUs.ueta.p2'), t('legalUs.ueta.newYork')]}
        />
      </PageSection>
      <PageSection
        title={t('legalUs.exceptions.title')}
        description={t('legalUs.exceptions.text')}
      />
      <PageSection
        title={t('legalUs.requirements.title')}
        description={t('legalUs.requirements.text')}
      >
        <BulletList items={REQUIREMENTS.map((key) => t(`legalUs.requirements.items.${key}`))} />
      </PageSection>
      <PageSection title={t('legalEvidence.title')} description={t('legalEvidence.text')} />
      <LegalReferences references={US_REFERENCES} />
    </Page>
  );
}
