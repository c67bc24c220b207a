import { AppBar, Box, Toolbar } from '@mui/material';
import { AccountNav } from '../../components/layout/account-nav';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { MenuButton } from '../../components/layout/menu-button';
import { SettingsButton } from '../../components/layout/settings-button';
import { useShell } from '../../components/layout/shell-context';
import { ToolbarNav } from '../../components/layout/toolbar-nav';

/** Default toolbar: brand, site links, account links, language and settings. */
export function MainHeader() {
  const { toolbarPosition } = useShell();
  return (
    <AppBar position={toolbarPosition} color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <MenuButton />
        <BrandLogo />
        <Box sx={{ ml: { md: 2 }, flexGrow: 1, display: 'flex' }}>
          <ToolbarNav />
        </Box>
        <AccountNav />
        <LanguageSwitch />
        <SettingsButton />
      </Toolbar>
    </AppBar>
  );
}
