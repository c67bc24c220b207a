import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Button, IconButton, Toolbar, Typography } from '@mui/material';
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

/** Toolbar of the signer pages: logo, page title, the user's e-mail and VOLVER A INICIO. */
export function TitleHomeHeader() {
  const { t } = useTranslation();
  const { toolbarPosition } = useShell();
  const meta = useRouteMeta();
  const email = useSignedInEmail();
  const home = pathFor(HOME_ROUTE);
  return (
    <AppBar position={toolbarPosition} color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <MenuButton />
        <BrandLogo compactOnPhones />
        <Typography
          component="p"
          variant="subtitle1"
          noWrap
          sx={{ ml: { sm: 2 }, flexGrow: 1, fontWeight: 600 }}
        >
          {meta ? t(meta.titleKey) : ''}
        </Typography>
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
