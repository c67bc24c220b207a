import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';

/** The gear in the toolbar: opens the settings drawer. */
export function SettingsButton() {
  const { t } = useTranslation();
  const { openSettings } = useShell();
  return (
    <IconButton
      color="inherit"
      onClick={openSettings}
      aria-label={t('common:openSettings')}
      title={t('common:openSettings')}
    >
      <SettingsIcon />
    </IconButton>
  );
}
