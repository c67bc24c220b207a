import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { CreateIdentificationDialog } from '../../features/marketing/components/create-identification-dialog';
import { FeatureCards } from '../../features/marketing/components/feature-cards';

/** /featurespage: the six blocks and 'Create New Identification'. */
export function FeaturesPage() {
  const { t } = useTranslation('pages');
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Page lead={t('features.lead')}>
      <PageSection title={t('features.sectionTitle')}>
        <FeatureCards />
      </PageSection>
      <PageSection
        title={t('features.identification.title')}
        description={t('features.identification.text')}
      >
        <Button variant="contained" onClick={() => setDialogOpen(true)}>
          {t('features.identificationDialog.title')}
        </Button>
      </PageSection>
      <CreateIdentificationDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Page>
  );
}
