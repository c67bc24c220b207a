import { Stack } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';

/**
 * One field of a contact form; its label, help and choices are the `contact` texts
 * `{form}.form.{name}`, `{name}Help` and `{name}Options.{value}`.
 */
export interface TContactField<T extends FieldValues> {
  name: Path<T>;
  type?: 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** Shows a counter and stops typing beyond it (fields whose limit has no message). */
  maxLength?: number;
  /** A free text of several lines. */
  multiline?: boolean;
  help?: boolean;
  /** A select of these values instead of a text field. */
  options?: readonly string[];
}

/**
 * Fields side by side from tablets up, one under the other on phones. Their messages are
 * keys of the `contact` texts, tied to each field (aria-describedby) by FormTextField and
 * FormSelectField.
 */
export function ContactFieldRow<T extends FieldValues>({
  control,
  form,
  fields,
}: {
  control: Control<T>;
  form: 'api' | 'page' | 'request';
  fields: TContactField<T>[];
}) {
  const { t } = useTranslation('contact');
  const text = (key: string) => t(`${form}.form.${key}`);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {fields.map(({ name, help, multiline, autoComplete, options, ...field }) =>
        options ? (
          <FormSelectField
            key={name}
            control={control}
            name={name}
            label={text(name)}
            required={field.required}
            testId={`${name}-select`}
            messagePrefix="contact:"
            options={options.map((value) => [value, text(`${name}Options.${value}`)] as const)}
          />
        ) : (
          <FormTextField
            key={name}
            control={control}
            name={name}
            label={text(name)}
            helperText={help ? text(`${name}Help`) : undefined}
            autoComplete={autoComplete ?? 'off'}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            fullWidth
            {...field}
          />
        ),
      )}
    </Stack>
  );
}
