import { Box, Button, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GUEST_NAV } from '../../config/navigation';
import { pathFor } from '../../config/routes';
import { useAccountNav } from '../../hooks/use-account-nav';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { useShell } from './shell-context';

const OrganizationSwitcher = lazy(() =>
  import('./organization-switcher').then((m) => ({ default: m.OrganizationSwitcher })),
);

/**
 * Logged out: ACCESO, REGISTRO. Logged in: the organisation acted for (a switcher when the
 * user has several), the user's e-mail, (ADMIN for administrators,
 * REVISIÓN for reviewers), MI CUENTA, SALIR.
 * `emphasis` draws them as outlined/contained buttons (page-2 header).
 */
export function AccountNav({ emphasis = false }: { emphasis?: boolean }) {
  const { t } = useTranslation();
  const email = useSignedInEmail();
  const { signOut } = useShell();
  const accountItems = useAccountNav();
  const items = email ? accountItems : GUEST_NAV;
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
      {email && (
        <Suspense fallback={null}>
          <OrganizationSwitcher color={emphasis ? 'primary' : 'inherit'} />
        </Suspense>
      )}
      {email && (
        <Typography
          variant="body2"
          title={email}
          data-testid="user-email"
          sx={{ display: { xs: 'none', lg: 'block' }, maxWidth: 220, opacity: 0.9 }}
          noWrap
        >
          {email}
        </Typography>
      )}
      {items.map((item, index) => (
        <Button
          key={item.route}
          component={NavLink}
          to={pathFor(item.route)}
          size="small"
          color={emphasis ? 'primary' : 'inherit'}
          variant={emphasis ? (index === items.length - 1 ? 'contained' : 'outlined') : 'text'}
          sx={{ whiteSpace: 'nowrap', px: 1.25 }}
        >
          {t(item.labelKey)}
        </Button>
      ))}
      {email && (
        <Button size="small" color={emphasis ? 'primary' : 'inherit'} onClick={signOut}>
          {t('nav:signOut')}
        </Button>
      )}
    </Box>
  );
}
