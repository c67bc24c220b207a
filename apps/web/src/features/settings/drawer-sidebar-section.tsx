import {
  Box,
  ButtonBase,
  Slider,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DrawerSection, swatchRing } from './drawer-parts.tsx';
import { useSettings } from './settings-provider.tsx';
import type { TSidebarVariant } from './settings-types.ts';
import { SIDEBAR_IMAGES } from './sidebar-images.ts';

const VARIANTS: TSidebarVariant[] = ['temporary', 'persistent', 'mini'];

const tile = { height: 64, borderRadius: 1, border: 1, borderColor: 'divider' } as const;

/** Sidebar variant, transparency (0–100 %) and background image (none or one of 8). */
export function SidebarSection() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  return (
    <DrawerSection title={t('sidebar')}>
      <Typography variant="body2" gutterBottom>
        {t('sidebarVariant')}
      </Typography>
      <ToggleButtonGroup
        aria-label={t('sidebarVariant')}
        exclusive
        fullWidth
        size="small"
        value={settings.sidebarVariant}
        onChange={(_, next: TSidebarVariant | null) => next && update({ sidebarVariant: next })}
      >
        {VARIANTS.map((variant) => (
          <ToggleButton key={variant} value={variant}>
            {t(`variants.${variant}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Typography variant="body2" id="settings-sidebar-alpha" sx={{ mt: 2 }}>
        {t('sidebarAlpha')}
      </Typography>
      <Box sx={{ px: 1 }}>
        <Slider
          aria-labelledby="settings-sidebar-alpha"
          min={0}
          max={100}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value} %`}
          value={settings.sidebarAlpha}
          onChange={(_, value) => update({ sidebarAlpha: value as number })}
        />
      </Box>

      <Typography variant="body2" gutterBottom sx={{ mt: 1 }}>
        {t('sidebarImage')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <ButtonBase
          aria-pressed={settings.sidebarImage === null}
          onClick={() => update({ sidebarImage: null })}
          sx={{ ...tile, ...swatchRing(settings.sidebarImage === null) }}
        >
          <Typography variant="caption">{t('noImage')}</Typography>
        </ButtonBase>
        {SIDEBAR_IMAGES.map((url, index) => (
          <ButtonBase
            key={url}
            aria-label={`${t('sidebarImage')} ${index + 1}`}
            aria-pressed={settings.sidebarImage === index}
            onClick={() => update({ sidebarImage: index })}
            sx={{
              ...tile,
              backgroundImage: `url("${url}")`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
              ...swatchRing(settings.sidebarImage === index),
            }}
          />
        ))}
      </Box>
    </DrawerSection>
  );
}
