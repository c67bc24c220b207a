import { AppBar, Box, Toolbar } from '@mui/material';
import { AccountNav } from '../../components/layout/account-nav';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { MenuButton } from '../../components/layout/menu-button';
import { PhoneAccountMenu } from '../../components/layout/phone-account-menu';
import { SettingsButton } from '../../components/layout/settings-button';
import { useShell } from '../../components/layout/shell-context';
import { ToolbarNav } from '../../components/layout/toolbar-nav';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';

/**
 * Toolbar of the page-2 variants (a different header from page-1): a light
 * bar with the brand in the primary colour, centred links and button-style account actions.
 */
export function PageTwoHeader() {
  const { toolbarPosition } = useShell();
  // Signed in, phones give the e-mail the room of the brand's name.
  const signedIn = Boolean(useSignedInEmail());
  return (
    <AppBar
      position={toolbarPosition}
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <MenuButton />
        <Box sx={{ color: 'primary.main', display: 'flex' }}>
          <BrandLogo compactOnPhones={signedIn} />
        </Box>
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center' }}>
          <ToolbarNav />
        </Box>
        <AccountNav emphasis />
        <PhoneAccountMenu />
        <LanguageSwitch />
        <SettingsButton />
      </Toolbar>
    </AppBar>
  );
}
