import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A required checkbox (consent, agreement) bound to react-hook-form: its error, an i18n key
 * of the shared schema, is shown below it and tied to it with aria-describedby.
 */
export function FormCheckbox<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const error = fieldState.error?.message;
  const input = { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined };
  return (
    <FormControl error={Boolean(error)} required>
      <FormControlLabel
        label={props.label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
            slotProps={{ input: input as object }}
          />
        }
      />
      {error && <FormHelperText id={errorId}>{t(error)}</FormHelperText>}
    </FormControl>
  );
}
