import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/layout/brand-logo';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { MenuButton } from '../../components/layout/menu-button';
import { SettingsButton } from '../../components/layout/settings-button';
import { useShell } from '../../components/layout/shell-context';
import { useRouteMeta } from '../../hooks/use-route-meta';

/** Toolbar of the traveller-report flow: the page title with its subtitle. */
export function TravellerHeader() {
  const { t } = useTranslation();
  const { toolbarPosition } = useShell();
  const meta = useRouteMeta();
  return (
    <AppBar position={toolbarPosition} color="primary" enableColorOnDark>
      <Toolbar sx={{ gap: 1 }}>
        <MenuButton />
        <BrandLogo compactOnPhones />
        <Box sx={{ ml: { sm: 2 }, minWidth: 0, flexGrow: 1 }}>
          <Typography
            component="p"
            variant="subtitle1"
            noWrap
            sx={{ fontWeight: 600, lineHeight: 1.3 }}
          >
            {meta ? t(meta.titleKey) : ''}
          </Typography>
          {meta?.subtitleKey && (
            <Typography component="p" variant="body2" noWrap sx={{ opacity: 0.85 }}>
              {t(meta.subtitleKey)}
            </Typography>
          )}
        </Box>
        <LanguageSwitch />
        <SettingsButton />
      </Toolbar>
    </AppBar>
  );
}
