import { FormControlLabel, Stack, Switch, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DrawerSection } from './drawer-parts.tsx';
import { useSettings } from './settings-provider.tsx';
import type { TFooterPlacement, TToolbarPlacement } from './settings-types.ts';

const PLACEMENTS = ['fixed', 'static'] as const;

function PlacementToggle({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TToolbarPlacement | TFooterPlacement;
  onChange: (value: TToolbarPlacement) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <ToggleButtonGroup
      aria-label={label}
      exclusive
      fullWidth
      size="small"
      value={value}
      onChange={(_, next: TToolbarPlacement | null) => next && onChange(next)}
    >
      {PLACEMENTS.map((placement) => (
        <ToggleButton key={placement} value={placement}>
          {t(`placement.${placement}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Toolbar and footer placement (fixed or static) and their visibility switches. */
export function LayoutSections() {
  const { t } = useTranslation('settings');
  const { settings, update } = useSettings();
  return (
    <>
      <DrawerSection title={t('toolbar')}>
        <PlacementToggle
          label={t('toolbar')}
          value={settings.toolbarPlacement}
          onChange={(toolbarPlacement) => update({ toolbarPlacement })}
        />
      </DrawerSection>
      <DrawerSection title={t('footer')}>
        <PlacementToggle
          label={t('footer')}
          value={settings.footerPlacement}
          onChange={(footerPlacement) => update({ footerPlacement })}
        />
      </DrawerSection>
      <DrawerSection title={t('visibility')}>
        <Stack>
          <FormControlLabel
            label={t('showToolbar')}
            control={
              <Switch
                checked={settings.showToolbar}
                onChange={(_, showToolbar) => update({ showToolbar })}
              />
            }
          />
          <FormControlLabel
            label={t('showFooter')}
            control={
              <Switch
                checked={settings.showFooter}
                onChange={(_, showFooter) => update({ showFooter })}
              />
            }
          />
        </Stack>
      </DrawerSection>
    </>
  );
}
