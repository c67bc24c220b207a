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

/** Default toolbar: brand, site links, account links, language and settings. */
export function MainHeader() {
  const { toolbarPosition } = useShell();
  // Signed in, phones give the e-mail the room of the brand's name.
  const signedIn = Boolean(useSignedInEmail());
  return (
    <AppBar position={toolbarPosition} color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <MenuButton />
        <BrandLogo compactOnPhones={signedIn} />
        <Box sx={{ ml: { md: 2 }, flexGrow: 1, display: 'flex' }}>
          <ToolbarNav />
        </Box>
        <AccountNav />
        <PhoneAccountMenu />
        <LanguageSwitch />
        <SettingsButton />
      </Toolbar>
    </AppBar>
  );
}
