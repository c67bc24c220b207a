import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TRegisterValues } from './register-values';

/** "I accept the privacy policy", with a link that opens the policy. */
export function PolicyCheckbox({
  control,
  onOpenPolicy,
}: {
  control: Control<TRegisterValues>;
  onOpenPolicy: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Controller
      control={control}
      name="acceptPolicy"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
            <FormControlLabel
              sx={{ mr: 0.5 }}
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': 'policy-link' } }}
                />
              }
              label={t('register.accept')}
            />
            <Link
              id="policy-link"
              component="button"
              type="button"
              variant="body1"
              onClick={onOpenPolicy}
            >
              {t('register.policyLink')}
            </Link>
          </Box>
          {fieldState.error?.message && (
            <FormHelperText>{t(`account:${fieldState.error.message}`)}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
