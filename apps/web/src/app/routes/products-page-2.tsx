import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { ServiceFeatureCards } from '../../features/marketing/components/service-feature-cards';
import { TryItButton } from '../try-it/try-it-button';

const STACKED = ['signature', 'notification', 'identification'] as const;

/** /products2: signature, certified notification and identification on one page. */
export function ProductsPage2() {
  const { t } = useTranslation('pages');
  return (
    <Page lead={t('products.lead')}>
      {STACKED.map((key) => (
        <PageSection key={key} title={t(`${key}.title`)} description={t(`${key}.lead`)}>
          <ServiceFeatureCards service={key} />
          <Box sx={{ mt: 3 }}>
            <TryItButton service={key} />
          </Box>
        </PageSection>
      ))}
    </Page>
  );
}
