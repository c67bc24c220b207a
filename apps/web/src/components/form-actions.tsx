import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Borrar and Enviar (spec 000 §2): Enviar stays disabled while the form is invalid. */
export function FormActions({
  valid,
  busy,
  onClear,
}: {
  valid: boolean;
  busy: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('flows');
  return (
    <Stack direction="row" spacing={2} justifyContent="flex-end">
      <Button variant="outlined" onClick={onClear} disabled={busy}>
        {t('create.form.clear')}
      </Button>
      <Button type="submit" variant="contained" disabled={!valid || busy}>
        {t('create.form.submit')}
      </Button>
    </Stack>
  );
}
