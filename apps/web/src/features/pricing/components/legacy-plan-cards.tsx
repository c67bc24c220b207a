import { LEGACY_PLANS } from '@confirma/contracts/constants';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid';
import { InfoCard } from '../../../components/info-card';
import { formatPrice } from '../format-price';

/**
 * The older plans: prepaid 10 € for 20 documents, Standard 5.5 $ and
 * Premium 20 $ per user per month for up to 20 and 100 documents.
 */
export function LegacyPlanCards() {
  const { t, i18n } = useTranslation('pages');
  return (
    <CardGrid min={220}>
      {LEGACY_PLANS.map((plan) => (
        <InfoCard
          key={plan.id}
          title={t(`pricing.legacy.names.${plan.id}`)}
          text={`${formatPrice(plan.priceCents, plan.currency, i18n.language)} · ${t(`pricing.legacy.per.${plan.per}`)}`}
          extra={
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {t('pricing.legacy.documents', { count: plan.documents })}
            </Typography>
          }
        />
      ))}
    </CardGrid>
  );
}
