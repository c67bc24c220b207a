import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../../components/card-grid';
import { InfoCard } from '../../../components/info-card';
import { pathFor } from '../../../config/routes';
import { FEATURES } from '../features';

/** The six feature blocks, each with its "see more" where there is more to see. */
export function FeatureCards() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <CardGrid>
      {FEATURES.map((feature) => (
        <InfoCard
          key={feature.key}
          icon={feature.icon}
          title={t(`pages:features.cards.${feature.key}.title`)}
          text={t(`pages:features.cards.${feature.key}.text`)}
          actions={
            feature.more ? (
              <Button size="small" component={RouterLink} to={pathFor(feature.more)}>
                {t('common:seeMore')}
              </Button>
            ) : undefined
          }
        />
      ))}
    </CardGrid>
  );
}
