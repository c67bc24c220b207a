import LabelIcon from '@mui/icons-material/Label';
import LogoutIcon from '@mui/icons-material/Logout';
import { Divider, List, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../components/layout/shell-context';
import {
  ACCOUNT_NAV,
  GUEST_NAV,
  INFO_NAV,
  MAIN_NAV,
  SERVICE_NAV,
  type TNavItem,
} from '../../config/navigation';
import { pathFor } from '../../config/routes';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { NAV_ICONS } from './nav-icons';
import { SidebarItem } from './sidebar-item';

/**
 * The sidebar's link groups, each a list of its own under its heading (a list holds list
 * items only: the dividers sit between the lists); `collapsed` (mini rail) shows icons only.
 */
export function SidebarLinks({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const email = useSignedInEmail();
  const { signOut } = useShell();
  const groups: { key: string; items: readonly TNavItem[] }[] = [
    { key: 'site', items: MAIN_NAV },
    { key: 'account', items: email ? ACCOUNT_NAV : GUEST_NAV },
    { key: 'services', items: SERVICE_NAV },
    { key: 'info', items: INFO_NAV },
  ];
  return groups.map((group, index) => (
    <Fragment key={group.key}>
      {index > 0 && <Divider sx={{ my: 0.5 }} />}
      <List
        dense={!collapsed}
        disablePadding
        aria-label={collapsed ? t(`nav:groups.${group.key}`) : undefined}
        subheader={
          collapsed ? undefined : (
            <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px' }}>
              {t(`nav:groups.${group.key}`)}
            </ListSubheader>
          )
        }
      >
        {group.items.map((item) => (
          <SidebarItem
            key={item.route}
            to={pathFor(item.route)}
            label={t(item.labelKey)}
            icon={NAV_ICONS[item.route] ?? LabelIcon}
            collapsed={collapsed}
          />
        ))}
        {group.key === 'account' && email && (
          <SidebarItem
            label={t('nav:signOut')}
            icon={LogoutIcon}
            collapsed={collapsed}
            onClick={signOut}
          />
        )}
      </List>
    </Fragment>
  ));
}
