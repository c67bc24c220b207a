import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DevicesIcon from '@mui/icons-material/Devices';
import GavelIcon from '@mui/icons-material/Gavel';
import PaletteIcon from '@mui/icons-material/Palette';
import SpeedIcon from '@mui/icons-material/Speed';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../components/card-grid';
import { InfoCard } from '../../components/info-card';
import { Page } from '../../components/page';
import { PageSection } from '../../components/page-section';
import { pathFor } from '../../config/routes';

const FEATURES = [
  { key: 'integration', icon: AccountTreeIcon },
  { key: 'customizable', icon: PaletteIcon },
  { key: 'multichannel', icon: DevicesIcon },
  { key: 'design', icon: SpeedIcon },
  { key: 'transparency', icon: VisibilityIcon },
  { key: 'legal', icon: GavelIcon },
] as const;

/** /featurespage: what makes the platform easy to adopt (spec 000 §2 "Features"). */
export function FeaturesPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Page lead={t('pages:features.lead')}>
      <PageSection title={t('pages:features.sectionTitle')}>
        <CardGrid>
          {FEATURES.map(({ key, icon }) => (
            <InfoCard
              key={key}
              icon={icon}
              title={t(`pages:features.cards.${key}.title`)}
              text={t(`pages:features.cards.${key}.text`)}
              actions={
                key === 'integration' ? (
                  <Button size="small" component={RouterLink} to={pathFor('ApiPageEs')}>
                    {t('common:seeMore')}
                  </Button>
                ) : key === 'legal' ? (
                  <Button size="small" component={RouterLink} to={pathFor('legalInformationEs')}>
                    {t('common:seeMore')}
                  </Button>
                ) : undefined
              }
            />
          ))}
        </CardGrid>
      </PageSection>
    </Page>
  );
}
