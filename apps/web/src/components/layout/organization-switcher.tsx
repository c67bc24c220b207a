import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganization } from '../../api/get-organization';
import { useMyOrganizations } from '../../api/list-my-organizations';
import { useSwitchOrganization } from '../../api/switch-organization';
import { useErrorText } from '../../hooks/use-error-text';
import { NoticeSnackbar } from '../notice-snackbar';

/**
 * The organisation the signed-in user acts for and their role in it. With more than one
 * organisation it is a button whose menu lists them all; choosing one moves the session
 * to it (every cached answer is then asked again). A lazy chunk: the home's shell has no
 * zod, the organisations' contracts do.
 */
export function OrganizationSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation('nav');
  const errorText = useErrorText();
  const active = useOrganization();
  const mine = useMyOrganizations();
  const switching = useSwitchOrganization();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const organization = active.data;
  if (!organization) return null;
  const label = `${organization.name} · ${t(`organization.roles.${organization.role}`)}`;
  const list = mine.data?.organizations ?? [];
  if (list.length <= 1) {
    return (
      <Typography variant="body2" data-testid="organization-name" noWrap sx={{ maxWidth: 240 }}>
        {label}
      </Typography>
    );
  }
  const choose = (organizationId: string) => {
    setAnchor(null);
    if (organizationId !== organization.id) switching.mutate({ organizationId });
  };
  return (
    <>
      <Button
        size="small"
        color={color}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('organization.switchLabel', { name: label })}
        disabled={switching.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', maxWidth: 260, minWidth: 0 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {label}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {list.map((item) => (
          <MenuItem key={item.id} selected={item.active} onClick={() => choose(item.id)}>
            <ListItemIcon>{item.active && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText
              primary={item.personal ? t('organization.personal', { name: item.name }) : item.name}
              secondary={t(`organization.roles.${item.role}`)}
            />
          </MenuItem>
        ))}
      </Menu>
      <NoticeSnackbar
        notice={
          switching.isError
            ? { severity: 'error', text: errorText(switching.error) }
            : switching.isSuccess
              ? {
                  severity: 'success',
                  text: t('organization.switched', { name: switching.data.name }),
                }
              : null
        }
        onClose={() => switching.reset()}
      />
    </>
  );
}
