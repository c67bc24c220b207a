import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MAIN_NAV } from '../../config/navigation';
import { pathFor } from '../../config/routes';

/**
 * INICIO · CARACTERÍSTICAS · PRODUCTOS · API · PRECIOS. Hidden on phones (< 900 px),
 * where the same links live in the sidebar.
 */
export function ToolbarNav({ centered = false }: { centered?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('common:mainNavigation')}
      sx={{
        display: { xs: 'none', md: 'flex' },
        gap: 0.5,
        flexGrow: centered ? 1 : 0,
        justifyContent: centered ? 'center' : 'flex-start',
      }}
    >
      {MAIN_NAV.map((item) => (
        <Button
          key={item.route}
          component={NavLink}
          to={pathFor(item.route)}
          color="inherit"
          size="small"
          sx={{
            px: 1.25,
            whiteSpace: 'nowrap',
            borderRadius: 1,
            '&.active': { boxShadow: 'inset 0 -2px 0 currentColor' },
          }}
        >
          {t(item.labelKey)}
        </Button>
      ))}
    </Box>
  );
}
