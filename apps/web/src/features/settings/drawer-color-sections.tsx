import FormatColorResetIcon from '@mui/icons-material/FormatColorReset';
import { Box, ButtonBase, Stack, Tooltip, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSwatch, DrawerSection, swatchRing } from './drawer-parts.tsx';
import { useSettings } from './settings-provider.tsx';
import { SCHEME_NAMES } from './settings-types.ts';
import { SCHEME_PRESETS } from './themes.ts';

/** Theme-builder suggestions; any other colour comes from the colour input. */
const PRIMARY_SWATCHES = ['#3f51b5', '#1565c0', '#00838f', '#2e7d32', '#ef6c00', '#c62828'];

/** Six presets, each as a small preview: page colour, a primary toolbar, a secondary dot. */
export function SchemeSection() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  return (
    <DrawerSection title={t('scheme')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
        {SCHEME_NAMES.map((name) => {
          const preset = SCHEME_PRESETS[name];
          const selected = settings.scheme === name;
          return (
            <ButtonBase
              key={name}
              aria-pressed={selected}
              onClick={() => update({ scheme: name })}
              sx={{
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'flex-start',
                borderRadius: 1,
                p: 0.5,
              }}
            >
              <Box
                sx={{
                  height: 40,
                  borderRadius: 1,
                  overflow: 'hidden',
                  position: 'relative',
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: preset.background?.default ?? (preset.dark ? '#121212' : '#ffffff'),
                  ...swatchRing(selected),
                }}
              >
                <Box sx={{ height: 12, bgcolor: preset.toolbar ?? preset.primary }} />
                <Box
                  sx={{
                    position: 'absolute',
                    right: 6,
                    bottom: 6,
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: preset.secondary,
                  }}
                />
              </Box>
              <Typography variant="caption" sx={{ mt: 0.5 }}>
                {t(`schemes.${name}`)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
    </DrawerSection>
  );
}

/** Primary colour override: the scheme's own, a few swatches, or any colour. */
export function ThemeBuilderSection() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  const current = settings.primaryColor ?? SCHEME_PRESETS[settings.scheme].primary;
  return (
    <DrawerSection title={t('themeBuilder')}>
      <Typography variant="body2" gutterBottom>
        {t('primaryColor')}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Tooltip title={t('presetColor')}>
          <ButtonBase
            aria-label={t('presetColor')}
            aria-pressed={settings.primaryColor === null}
            onClick={() => update({ primaryColor: null })}
            sx={{
              width: 32,
              height: 32,
              borderRadius: '50%',
              border: 1,
              borderColor: 'divider',
              ...swatchRing(settings.primaryColor === null),
            }}
          >
            <FormatColorResetIcon fontSize="small" />
          </ButtonBase>
        </Tooltip>
        {PRIMARY_SWATCHES.map((color) => (
          <ColorSwatch
            key={color}
            color={color}
            label={color}
            selected={settings.primaryColor?.toLowerCase() === color}
            onClick={() => update({ primaryColor: color })}
          />
        ))}
        <Box
          component="input"
          type="color"
          aria-label={t('primaryColor')}
          value={current}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            update({ primaryColor: event.target.value })
          }
          sx={{ width: 40, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
        />
      </Stack>
    </DrawerSection>
  );
}
