import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SchemeSection, ThemeBuilderSection } from './drawer-color-sections.tsx';
import { LayoutSections } from './drawer-layout-sections.tsx';
import { SidebarSection } from './drawer-sidebar-section.tsx';
import { useSettings } from './settings-provider.tsx';

/**
 * The settings drawer: colour scheme, toolbar and footer placement and
 * visibility, theme builder, sidebar variant, transparency and background image.
 * Every change applies at once and is persisted by the settings store.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const { reset } = useSettings();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 340 } },
          'aria-labelledby': 'settings-drawer-title',
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
        <Typography id="settings-drawer-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <IconButton edge="end" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2, pt: 2 }}>
        <SchemeSection />
        <LayoutSections />
        <ThemeBuilderSection />
        <SidebarSection />
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', p: 2 }}>
        <Button startIcon={<RestartAltIcon />} onClick={reset}>
          {t('reset')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </Stack>
    </Drawer>
  );
}
