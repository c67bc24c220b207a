import DevicesIcon from '@mui/icons-material/Devices';
import GavelIcon from '@mui/icons-material/Gavel';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid';
import { InfoCard } from '../../../components/info-card';

const BENEFITS = [
  { key: 'noApps', icon: InstallMobileIcon },
  { key: 'anyDevice', icon: DevicesIcon },
  { key: 'legal', icon: GavelIcon },
  { key: 'control', icon: SpaceDashboardIcon },
] as const;

/** The product's claims: no apps, any device, legal validity, control panel. */
export function BenefitsGrid() {
  const { t } = useTranslation('pages');
  return (
    <CardGrid min={240}>
      {BENEFITS.map(({ key, icon }) => (
        <InfoCard
          key={key}
          icon={icon}
          title={t(`benefits.${key}.title`)}
          text={t(`benefits.${key}.text`)}
        />
      ))}
    </CardGrid>
  );
}
