import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid';
import { InfoCard } from '../../../components/info-card';
import { SERVICES, type TServiceKey } from '../services';

/** The feature cards of one service page. */
export function ServiceFeatureCards({ service }: { service: TServiceKey }) {
  const { t } = useTranslation('pages');
  return (
    <CardGrid min={240}>
      {SERVICES[service].cards.map((card) => (
        <InfoCard
          key={card.key}
          icon={card.icon}
          title={t(`${service}.cards.${card.key}.title`)}
          text={t(`${service}.cards.${card.key}.text`)}
        />
      ))}
    </CardGrid>
  );
}
