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
  const { t } = useTranslation('legal');
  return (
    <Page lead={t('us.lead')}>
      <Alert severity="info" variant="outlined">
        {t('us.platform')}
      </Alert>
      <PageSection title={t('us.esign.title')}>
        <Prose paragraphs={[t('us.esign.p1'), t('us.esign.p2')]} />
      </PageSection>
      <PageSection title={t('us.consent.title')} description={t('us.consent.text')}>
        <BulletList items={CONSENT_RULES.map((key) => t(`us.consent.items.${key}`))} />
        <Prose paragraphs={[t('us.consent.sender')]} />
      </PageSection>
      <PageSection title={t('us.ueta.title')}>
        <Prose paragraphs={[t('us.ueta.p1'), t('us.ueta.p2'), t('us.ueta.newYork')]} />
      </PageSection>
      <PageSection title={t('us.exceptions.title')} description={t('us.exceptions.text')} />
      <PageSection title={t('us.requirements.title')} description={t('us.requirements.text')}>
        <BulletList items={REQUIREMENTS.map((key) => t(`us.requirements.items.${key}`))} />
      </PageSection>
      <PageSection title={t('evidence.title')} description={t('evidence.text')} />
      <LegalReferences references={US_REFERENCES} />
    </Page>
  );
}
