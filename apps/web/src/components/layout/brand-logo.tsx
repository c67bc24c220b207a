import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../../config/app';
import { HOME_ROUTE, pathFor } from '../../config/routes';

/** Inline mark + name, linking home. Drawn in SVG so the toolbar needs no image request. */
/** `compactOnPhones` hides the name below 600 px to leave room in busy toolbars. */
export function BrandLogo({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={pathFor(HOME_ROUTE)}
      aria-label={APP_NAME}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        flexShrink: 0,
      }}
    >
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" opacity="0.18" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Typography
        component="span"
        variant="h6"
        sx={{
          fontWeight: 700,
          letterSpacing: 0.5,
          display: compactOnPhones ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        {APP_NAME}
      </Typography>
    </Box>
  );
}
