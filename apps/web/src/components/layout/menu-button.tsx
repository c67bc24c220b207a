import MenuIcon from '@mui/icons-material/Menu';
import { IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useShell } from './shell-context';

/** Opens (or folds) the navigation sidebar. */
export function MenuButton() {
  const { t } = useTranslation();
  const { toggleSidebar } = useShell();
  return (
    <IconButton color="inherit" edge="start" onClick={toggleSidebar} aria-label={t('common:menu')}>
      <MenuIcon />
    </IconButton>
  );
}
