import AppsIcon from '@mui/icons-material/Apps';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../../components/card-grid';
import { InfoCard } from '../../../components/info-card';
import { pathFor } from '../../../config/routes';
import { SERVICE_KEYS, SERVICES } from '../services';

/** Home: one card per service plus the client app, each with its "see more" link. */
export function ServiceSummaryCards() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <CardGrid min={250}>
      {SERVICE_KEYS.map((key) => (
        <InfoCard
          key={key}
          icon={SERVICES[key].icon}
          title={t(`pages:${key}.title`)}
          text={t(`pages:${key}.summary`)}
          actions={
            <>
              <Button size="small" component={RouterLink} to={pathFor(SERVICES[key].route)}>
                {t('common:seeMore')}
              </Button>
              {key === 'signature' && (
                <Button size="small" component={RouterLink} to={pathFor('legalInformationEs')}>
                  {t('pages:home.legalInfo')}
                </Button>
              )}
            </>
          }
        />
      ))}
      <InfoCard
        icon={AppsIcon}
        title={t('pages:home.clientApp.title')}
        text={t('pages:home.clientApp.text')}
        actions={
          <Button size="small" component={RouterLink} to={pathFor('ProfilePage')}>
            {t('pages:home.clientApp.action')}
          </Button>
        }
      />
    </CardGrid>
  );
}
