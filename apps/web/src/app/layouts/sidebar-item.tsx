import type { SvgIconComponent } from '@mui/icons-material';
import { ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { NavLink } from 'react-router';

interface TSidebarItemProps {
  label: string;
  icon: SvgIconComponent;
  collapsed: boolean;
  /** A link when set, else a button calling `onClick`. */
  to?: string;
  onClick?(): void;
}

/** One sidebar entry; the mini rail shows the label as a tooltip. */
export function SidebarItem({ label, icon: Icon, collapsed, to, onClick }: TSidebarItemProps) {
  const linkProps = to ? { component: NavLink, to } : { onClick };
  const item = (
    <ListItemButton
      {...linkProps}
      aria-label={collapsed ? label : undefined}
      sx={{
        minHeight: 44,
        px: 2.5,
        justifyContent: collapsed ? 'center' : 'flex-start',
        '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
        '&.active .MuiListItemIcon-root': { color: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 2, justifyContent: 'center' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
    </ListItemButton>
  );
  // In its own list item: a list holds list items only (axe: list).
  return (
    <ListItem disablePadding>
      {collapsed ? (
        <Tooltip title={label} placement="right">
          {item}
        </Tooltip>
      ) : (
        item
      )}
    </ListItem>
  );
}
