import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
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
        <Tabs
          value={tab}
          onChange={(_event, value: TServiceKey) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('products.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        >
          {SERVICE_KEYS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`products.tabs.${key}`)}
              id={`product-tab-${key}`}
              aria-controls={`product-panel-${key}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`product-panel-${tab}`} aria-labelledby={`product-tab-${tab}`}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
            {t(`${tab}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`${tab}.lead`)}
          </Typography>
          <ServiceFeatureCards service={tab} />
        </Box>
      </Box>
      <TryItSection service={tab} />
    </Page>
  );
}
