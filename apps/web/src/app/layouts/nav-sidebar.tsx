import { Box, Divider, Drawer, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/layout/brand-logo';
import { useSettings } from '../../features/settings/settings-provider';
import type { TSidebarVariant } from '../../features/settings/settings-types';
import { useSignedInEmail } from '../../hooks/use-signed-in-email';
import { SidebarLinks } from './sidebar-links';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from './sidebar-widths';
import { useSidebarImage } from './use-sidebar-image';

interface TNavSidebarProps {
  variant: TSidebarVariant;
  open: boolean;
  onClose(): void;
  /** Height of a fixed toolbar above a docked sidebar. */
  top: number;
}

/**
 * Navigation sidebar. 'temporary': a modal drawer opened by the menu button (always used on
 * phones); 'persistent': docked beside the page, folded by the menu button; 'mini': an
 * icon rail that the menu button widens. Background: the chosen image under the paper
 * colour at `sidebarAlpha` % opacity.
 */
export function NavSidebar({ variant, open, onClose, top }: TNavSidebarProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { settings } = useSettings();
  const image = useSidebarImage(settings.sidebarImage);
  const email = useSignedInEmail();
  const tint = alpha(theme.palette.background.paper, settings.sidebarAlpha / 100);
  const collapsed = variant === 'mini' && !open;
  const docked = variant !== 'temporary';
  const width = collapsed
    ? SIDEBAR_MINI_WIDTH
    : variant === 'persistent' && !open
      ? 0
      : SIDEBAR_WIDTH;
  const slide = theme.transitions.create('width', { duration: theme.transitions.duration.shorter });

  return (
    <Drawer
      variant={variant === 'mini' ? 'permanent' : variant}
      open={variant === 'mini' ? true : open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={docked ? { width, flexShrink: 0, transition: slide } : undefined}
      slotProps={{
        paper: {
          sx: {
            width: docked ? width : SIDEBAR_WIDTH,
            overflowX: 'hidden',
            boxSizing: 'border-box',
            transition: slide,
            backgroundColor: image ? 'transparent' : tint,
            backgroundImage: image
              ? `linear-gradient(${tint}, ${tint}), url(${JSON.stringify(image)})`
              : 'none',
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            ...(docked ? { position: 'sticky', top, height: `calc(100vh - ${top}px)` } : {}),
          },
        },
      }}
    >
      {!docked && (
        <Box sx={{ px: 2, py: 1.5, color: 'primary.main' }}>
          <BrandLogo />
          {email && (
            <Typography variant="body2" color="text.secondary" noWrap title={email} sx={{ mt: 1 }}>
              {email}
            </Typography>
          )}
        </Box>
      )}
      {!docked && <Divider />}
      <Box
        component="nav"
        aria-label={t('common:sidebar')}
        onClick={(event) => {
          // A chosen link (or SALIR) closes the modal sidebar.
          if (!docked && event.target instanceof Element && event.target.closest('a, button')) {
            onClose();
          }
        }}
      >
        <Box sx={{ py: 0.5 }}>
          <SidebarLinks collapsed={collapsed} />
        </Box>
      </Box>
    </Drawer>
  );
}
