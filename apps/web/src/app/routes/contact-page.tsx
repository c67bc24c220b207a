import { Alert, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../../components/bullet-list';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { ContactPageForm } from '../../features/contact/components/contact-page-form';

const OPERATION_TYPES = ['identification', 'identificationSign', 'traveller'] as const;

/** /contactpage: the demo request. */
export function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('contact.lead')}>
      <PageSection title={t('contact.data.title')} description={t('contact.data.text')}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
          <ContactPageForm />
        </Paper>
      </PageSection>
      <PageSection title={t('contact.types.title')} description={t('contact.types.text')}>
        <BulletList items={OPERATION_TYPES.map((type) => t(`contact.types.items.${type}`))} />
      </PageSection>
      <PageSection title={t('contact.after.title')} description={t('contact.after.text')}>
        <Alert severity="info">{t('contact.demoNotice')}</Alert>
      </PageSection>
    </Page>
  );
}
