import {
  BRAND_MIN_CONTRAST,
  contrastWithWhite,
  darkenForWhite,
} from '@confirma/contracts/branding';
import { Box, Button, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_COLOR } from './brand-preview';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A colour as typed: its hex form, its contrast with white text (none: not a colour), and whether that reads. */
export function brandColour(color: string) {
  const hex = color.trim().toLowerCase();
  const ratio = HEX_COLOR.test(hex) ? contrastWithWhite(hex) : null;
  return { hex, ratio, readable: ratio !== null && ratio >= BRAND_MIN_CONTRAST };
}

/**
 * The brand's colour, picked or typed, checked as typed against white text (WCAG AA); a
 * colour that does not read offers a darker shade that does.
 */
export function BrandColorField({
  color,
  error,
  disabled,
  onChange,
}: {
  color: string;
  error: string | null;
  disabled: boolean;
  onChange: (color: string) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { hex, ratio, readable } = brandColour(color);
  const shownRatio =
    ratio === null
      ? ''
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(ratio);
  return (
    <>
      <Stack direction="row" gap={1} alignItems="flex-start">
        <Box
          component="input"
          type="color"
          aria-label={t('profile.brand.colorPicker')}
          value={HEX_COLOR.test(hex) ? hex : PRODUCT_COLOR}
          disabled={disabled}
          onChange={(event: FormEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
          sx={{
            width: 56,
            height: 56,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
        <TextField
          label={t('profile.brand.color')}
          value={color}
          placeholder={PRODUCT_COLOR}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error) || (ratio !== null && !readable)}
          helperText={
            error ??
            (ratio === null
              ? t('profile.brand.colorHelp')
              : readable
                ? t('profile.brand.contrast', { ratio: shownRatio })
                : `${t('validation.brandColorContrast')} ${t('profile.brand.contrastNow', { ratio: shownRatio })}`)
          }
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {ratio !== null && !readable && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => onChange(darkenForWhite(hex))}
        >
          {t('profile.brand.darken', { color: darkenForWhite(hex) })}
        </Button>
      )}
    </>
  );
}
