import MenuIcon from '@mui/icons-material/Menu';
import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../components/layout/shell-context';

const ROUND = {
  bgcolor: 'background.paper',
  boxShadow: 3,
  '&:hover': { bgcolor: 'background.paper' },
};

/** Room the page leaves under its content for the two buttons (40 px + 16 px margin + air). */
export const FLOATING_CONTROLS_SPACE = 72;

/**
 * Without a toolbar (hidden in the settings, or /fullpage) the menu and the settings stay
 * reachable from two floating buttons.
 */
export function FloatingControls({ bottom }: { bottom: number }) {
  const { t } = useTranslation();
  const { toggleSidebar, openSettings } = useShell();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ position: 'fixed', right: 16, bottom: bottom + 16, zIndex: 'speedDial' }}
    >
      <IconButton onClick={toggleSidebar} aria-label={t('common:menu')} sx={ROUND}>
        <MenuIcon />
      </IconButton>
      <IconButton
        color="primary"
        onClick={openSettings}
        aria-label={t('common:openSettings')}
        title={t('common:openSettings')}
        sx={ROUND}
      >
        <SettingsIcon />
      </IconButton>
    </Stack>
  );
}
