import { TextField, type TextFieldProps } from '@mui/material';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedHelperText } from './counted-helper-text';

export type TFormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  control: Control<T>;
  name: Path<T>;
  /** Shows a character counter and stops typing beyond it. */
  maxLength?: number;
  /** Validation of other fields to re-run when this one changes. */
  deps?: Path<T>[];
  /** Where the schema's message keys live (default `account:`). */
  messagePrefix?: string;
  /** A field of a list's row: no message until it is left (see `shownError`). */
  quiet?: boolean;
};

/**
 * A schema's validation message on screen: the message is an i18n key, whole when it names
 * its namespace (`flows:…`), otherwise under `messagePrefix`. Form fields share it.
 */
export function fieldErrorText(t: TFunction, message: string, messagePrefix: string): string {
  return t(message.includes(':') ? message : `${messagePrefix}${message}`);
}

/**
 * The message a field shows. A field of a list's new row (`quiet`: the schema checks the
 * whole list when a row is added) waits until the person has left it, the form was sent
 * or the server refused it.
 */
export function shownError(
  fieldState: { error?: { message?: string; type?: string }; isTouched: boolean },
  options: { quiet: boolean; submitted: boolean },
): string | undefined {
  const { error, isTouched } = fieldState;
  const speaks = !options.quiet || isTouched || options.submitted || error?.type === 'server';
  return speaks ? error?.message : undefined;
}

/**
 * A MUI text field bound to react-hook-form. Validation messages of the shared schemas are
 * i18n keys (of the `account` namespace unless `messagePrefix` or the key says otherwise)
 * and are translated here.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  maxLength,
  deps,
  messagePrefix = 'account:',
  quiet = false,
  helperText,
  slotProps,
  ...props
}: TFormTextFieldProps<T>) {
  const { t } = useTranslation('account');
  // With an id, MUI ties the help or error text to the input (aria-describedby).
  const fallbackId = useId();
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState, formState }) => {
        const message = shownError(fieldState, { quiet, submitted: formState.isSubmitted });
        const text = message ? fieldErrorText(t, message, messagePrefix) : helperText;
        const length = String(field.value ?? '').length;
        return (
          <TextField
            {...props}
            id={props.id ?? fallbackId}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={
              maxLength === undefined ? (
                text
              ) : (
                <CountedHelperText text={text} length={length} max={maxLength} />
              )
            }
            slotProps={{
              ...slotProps,
              htmlInput: { maxLength, ...(slotProps?.htmlInput as object | undefined) },
            }}
          />
        );
      }}
    />
  );
}
