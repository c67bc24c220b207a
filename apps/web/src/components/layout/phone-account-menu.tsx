import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Box, Button, Divider, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ACCOUNT_NAV, ADMIN_NAV } from '../../config/navigation';
import { pathFor } from '../../config/routes';
import { useIsAdmin } from '../../hooks/use-is-admin';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { useShell } from './shell-context';

/**
 * Phones and small tablets, where AccountNav has no room: a signed-in user's e-mail in the
 * toolbar (spec 000 §2, "their e-mail is displayed"), cut to the room left, as a button
 * that opens it in full with MI CUENTA and SALIR. Nothing for a visitor (the sidebar has
 * ACCESO and REGISTRO) and nothing from 900 px up (AccountNav).
 */
export function PhoneAccountMenu() {
  const { t } = useTranslation();
  const email = useSignedInEmail();
  const admin = useIsAdmin();
  const { signOut } = useShell();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!email) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        title={email}
        data-testid="phone-user-email"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          display: { xs: 'inline-flex', md: 'none' },
          minWidth: 0,
          flexShrink: 1,
          textTransform: 'none',
          '& .MuiButton-startIcon': { mr: 0.5 },
        }}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {email}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ px: 2, py: 1, maxWidth: 300, overflowWrap: 'anywhere' }}
        >
          {email}
        </Typography>
        <Divider />
        {(admin ? [...ADMIN_NAV, ...ACCOUNT_NAV] : ACCOUNT_NAV).map((item) => (
          <MenuItem key={item.route} component={NavLink} to={pathFor(item.route)} onClick={close}>
            {t(item.labelKey)}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          {t('nav:signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
