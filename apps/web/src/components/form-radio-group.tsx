import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * A radio group bound to react-hook-form: its options are `[value, label]` pairs, and the
 * help text under it says what the chosen option does (`help(value)`).
 */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  help,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly (readonly [string, string])[];
  help?: (value: string) => string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl>
          <FormLabel id={`${id}-label`}>{label}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            aria-describedby={help ? `${id}-help` : undefined}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map(([value, text]) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={text} />
            ))}
          </RadioGroup>
          {help && (
            <FormHelperText id={`${id}-help`} sx={{ mx: 0 }}>
              {help(field.value)}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
