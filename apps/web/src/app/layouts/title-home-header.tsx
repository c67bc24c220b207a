import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { MenuButton } from '../../components/layout/menu-button';
import { SettingsButton } from '../../components/layout/settings-button';
import { useShell } from '../../components/layout/shell-context';
import { HOME_ROUTE, pathFor } from '../../config/routes';
import { useRouteMeta } from '../../hooks/use-route-meta';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { SignerBrand, useSignerBrand } from './signer-brand';
import { ToolbarTitle } from './toolbar-title';

/**
 * Toolbar of the signer pages: logo, page title, the user's e-mail and VOLVER A INICIO.
 * A signer's page shows the sending account's brand instead of the product's logo, on its
 * colour (dark enough for the white text: checked when the account saved it).
 */
export function TitleHomeHeader() {
  const { t } = useTranslation();
  const { toolbarPosition } = useShell();
  const meta = useRouteMeta();
  const email = useSignedInEmail();
  const home = pathFor(HOME_ROUTE);
  const brand = useSignerBrand();
  return (
    <AppBar
      position={toolbarPosition}
      color="primary"
      enableColorOnDark
      sx={brand?.color ? { bgcolor: brand.color, color: '#ffffff' } : undefined}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <MenuButton />
        {brand ? (
          <SignerBrand brand={brand} />
        ) : (
          // A phone gives the logo's room to the title (the home button is there).
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <BrandLogo />
          </Box>
        )}
        <ToolbarTitle title={meta ? t(meta.titleKey) : ''} />
        {email && (
          <Typography
            variant="body2"
            noWrap
            title={email}
            data-testid="user-email"
            sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 240, opacity: 0.9 }}
          >
            {email}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={home}
          color="inherit"
          variant="outlined"
          size="small"
          startIcon={<HomeIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
        >
          {t('nav:backHome')}
        </Button>
        <IconButton
          component={RouterLink}
          to={home}
          color="inherit"
          aria-label={t('nav:backHome')}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <HomeIcon />
        </IconButton>
        <LanguageSwitch />
        <SettingsButton />
      </Toolbar>
    </AppBar>
  );
}
