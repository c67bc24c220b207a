import { Box, Divider, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { pathFor } from '../../config/routes';
import { useAccountNav } from '../../hooks/use-account-nav';
import { OrganizationSwitcher } from './organization-switcher';
import { useShell } from './shell-context';

/**
 * PhoneAccountMenu's menu: the e-mail in full, the organisation acted for (its switcher), the account's pages and SALIR. A lazy
 * chunk (MUI's Menu, Popover and Modal), fetched once someone is signed in: a visitor's
 * home never loads it.
 */
export function PhoneAccountMenuList({
  id,
  anchor,
  email,
  close,
}: {
  id: string;
  anchor: HTMLElement | null;
  email: string;
  close(): void;
}) {
  const { t } = useTranslation();
  const items = useAccountNav();
  const { signOut } = useShell();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={close}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, py: 1, maxWidth: 300, overflowWrap: 'anywhere' }}
      >
        {email}
      </Typography>
      <Box sx={{ px: 2, pb: 1 }}>
        <OrganizationSwitcher color="primary" />
      </Box>
      <Divider />
      {items.map((item) => (
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
  );
}
