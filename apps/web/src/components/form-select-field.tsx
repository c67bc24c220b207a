import { MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, shownError } from './form-text-field';

/**
 * A select bound to react-hook-form; its options are `[value, label]` pairs and the
 * schema's message keys are translated with `messagePrefix`. It takes the width it is
 * given, like the text fields: left to its content, an empty select in a row of fields
 * shrinks to its arrow and its label cannot be read.
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  messagePrefix,
  helperText = ' ',
  required = false,
  testId,
  quiet = false,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly (readonly [string, string])[];
  messagePrefix: string;
  helperText?: string;
  required?: boolean;
  testId?: string;
  /** A field of a list's row: no message until it is left (see `shownError`). */
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  // With an id, MUI ties the help or error text to the field (aria-describedby).
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const message = shownError(fieldState, { quiet, submitted: formState.isSubmitted });
        return (
          <TextField
            id={id}
            select
            fullWidth
            required={required}
            label={label}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message ? fieldErrorText(t, message, messagePrefix) : helperText}
            slotProps={
              testId
                ? { select: { SelectDisplayProps: { 'data-testid': testId } as object } }
                : undefined
            }
          >
            {options.map(([value, text]) => (
              <MenuItem key={value} value={value}>
                {text}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
