import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { PageTabs } from '../../components/page-tabs';
import { ServiceFeatureCards } from '../../features/marketing/components/service-feature-cards';
import { SERVICE_KEYS, type TServiceKey } from '../../features/marketing/services';
import { TryItSection } from '../try-it/try-it-section';

/** /products: one tab per service (Firma, Notificación, Identificación, DocsOcr). */
export function ProductsPage() {
  const { t } = useTranslation('pages');
  const [tab, setTab] = useState<TServiceKey>('signature');
  return (
    <Page lead={t('products.lead')}>
      <Box>
        <PageTabs
          tabs={SERVICE_KEYS}
          value={tab}
          onChange={setTab}
          tabLabel={(key) => t(`products.tabs.${key}`)}
          label={t('products.tabsLabel')}
          idPrefix="product"
        >
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
            {t(`${tab}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`${tab}.lead`)}
          </Typography>
          <ServiceFeatureCards service={tab} />
        </PageTabs>
      </Box>
      <TryItSection service={tab} />
    </Page>
  );
}
