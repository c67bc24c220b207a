import { AppBar, Box, Toolbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { MenuButton } from '../../components/layout/menu-button';
import { SettingsButton } from '../../components/layout/settings-button';
import { useShell } from '../../components/layout/shell-context';
import { useRouteMeta } from '../../hooks/use-route-meta';
import { ToolbarTitle } from './toolbar-title';

/** Toolbar of the traveller-report flow: the page title with its subtitle. */
export function TravellerHeader() {
  const { t } = useTranslation();
  const { toolbarPosition } = useShell();
  const meta = useRouteMeta();
  return (
    <AppBar position={toolbarPosition} color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <MenuButton />
        {/* A phone gives the logo's room to the title (the menu leads home). */}
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <BrandLogo />
        </Box>
        <ToolbarTitle
          title={meta ? t(meta.titleKey) : ''}
          {...(meta?.subtitleKey ? { subtitle: t(meta.subtitleKey) } : {})}
        />
        <LanguageSwitch />
        <SettingsButton />
      </Toolbar>
    </AppBar>
  );
}
