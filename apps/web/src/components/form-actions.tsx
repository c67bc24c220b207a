import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Borrar and Enviar: Enviar stays disabled while the form is invalid. A form
 * may name them otherwise (the API page's Send and Reset), or have no clear button.
 */
export function FormActions({
  valid,
  busy,
  onClear,
  labels,
}: {
  valid: boolean;
  busy: boolean;
  onClear?: () => void;
  labels?: { clear?: string; submit: string };
}) {
  const { t } = useTranslation('flows');
  return (
    <Stack direction="row" spacing={2} justifyContent="flex-end">
      {onClear && (
        <Button variant="outlined" onClick={onClear} disabled={busy}>
          {labels?.clear ?? t('create.form.clear')}
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={!valid || busy}>
        {labels?.submit ?? t('create.form.submit')}
      </Button>
    </Stack>
  );
}
