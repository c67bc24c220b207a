import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../../components/bullet-list';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';

const TYPES = ['otp', 'handwritten', 'video'] as const;

/** /createsignpage: the public demo that starts a test operation (spec 000 §1, §2). */
export function CreateSignPage() {
  const { t } = useTranslation('flows');
  return (
    <Page lead={t('createSign.lead')}>
      <Alert severity="info">{t('createSign.notice')}</Alert>
      <PageSection title={t('createSign.types.title')} description={t('createSign.types.text')}>
        <BulletList items={TYPES.map((type) => t(`createSign.types.items.${type}`))} />
      </PageSection>
      <PageSection title={t('create.signer.title')} description={t('create.signer.text')} />
      <PageSection title={t('create.document.title')} description={t('create.document.text')} />
      <PageSection title={t('createSign.after.title')} description={t('createSign.after.text')} />
    </Page>
  );
}
