import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ACCOUNT_NAV, ADMIN_NAV, GUEST_NAV } from '../../config/navigation';
import { pathFor } from '../../config/routes';
import { useIsAdmin } from '../../hooks/use-is-admin';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { useShell } from './shell-context';

/**
 * Logged out: ACCESO, REGISTRO. Logged in: the user's e-mail, (ADMIN for administrators),
 * MI CUENTA, SALIR.
 * `emphasis` draws them as outlined/contained buttons (page-2 header).
 */
export function AccountNav({ emphasis = false }: { emphasis?: boolean }) {
  const { t } = useTranslation();
  const email = useSignedInEmail();
  const { signOut } = useShell();
  const admin = useIsAdmin();
  const items = email ? (admin ? [...ADMIN_NAV, ...ACCOUNT_NAV] : ACCOUNT_NAV) : GUEST_NAV;
  return (
    <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
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
