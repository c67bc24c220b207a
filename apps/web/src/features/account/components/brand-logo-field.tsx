import { BRAND_LOGO_MAX_BYTES } from '@confirma/contracts/branding';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

const TYPES = ['image/png', 'image/jpeg'];

/** The file as a data URL (the form sends it so; the server checks it is a whole image). */
function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The brand's logo: the one shown (saved or just chosen), a button to choose a PNG or JPEG
 * (type and size checked here first) and one to remove it. `onChange` gets the new logo's
 * data URL, null to remove it; `onError` an i18n key of the account texts.
 */
export function BrandLogoField({
  shown,
  error,
  disabled,
  onChange,
  onError,
}: {
  shown: string | null;
  error: string | null;
  disabled: boolean;
  onChange: (dataUrl: string | null) => void;
  onError: (key: string) => void;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return onError('validation.brandLogoType');
    if (file.size > BRAND_LOGO_MAX_BYTES) return onError('validation.brandLogoTooLarge');
    onChange(await readDataUrl(file));
  };
  return (
    <Box>
      <Typography id={`${id}-label`} variant="subtitle2" sx={{ mb: 1 }}>
        {t('profile.brand.logo')}
      </Typography>
      <Stack direction="row" gap={1.5} alignItems="center" flexWrap="wrap">
        {shown && (
          <Box
            component="img"
            src={shown}
            alt={t('profile.brand.logoCurrent')}
            sx={{ height: 40, width: 'auto', maxWidth: 200, border: 1, borderColor: 'divider' }}
          />
        )}
        <Button component="label" variant="outlined" disabled={disabled}>
          {t('profile.brand.chooseLogo')}
          <input
            hidden
            type="file"
            accept={TYPES.join(',')}
            aria-describedby={`${id}-help`}
            onChange={(event) => void choose(event)}
          />
        </Button>
        {shown && (
          <Button color="inherit" disabled={disabled} onClick={() => onChange(null)}>
            {t('profile.brand.removeLogo')}
          </Button>
        )}
      </Stack>
      <FormHelperText id={`${id}-help`} error={error !== null} role={error ? 'alert' : undefined}>
        {error ?? t('profile.brand.logoHelp')}
      </FormHelperText>
    </Box>
  );
}
