import type { TFieldValues, TOperationResponse } from '@confirma/contracts/operations';
import {
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type TViewerField = NonNullable<NonNullable<TOperationResponse['viewer']>['fields']>[number];

/**
 * The text and checkbox fields the signer fills before signing (the date, their name and
 * initials are written for them): their values, the required ones' errors once they try
 * to sign, and `check()`, which says whether they may sign.
 */
export function useSignerFields(operation: TOperationResponse) {
  const fields = useMemo(
    () =>
      (operation.viewer?.fields ?? []).filter(
        (field) => field.type === 'text' || field.type === 'checkbox',
      ),
    [operation],
  );
  // A text the sender wrote in starts filled with their words.
  const [values, setValues] = useState<TFieldValues>(() =>
    Object.fromEntries(
      fields.flatMap((field) => (field.value !== undefined ? [[field.id, field.value]] : [])),
    ),
  );
  const [tried, setTried] = useState(false);
  const missing = fields.filter((field) => {
    if (!field.required) return false;
    const value = values[field.id];
    return field.type === 'checkbox' ? value !== true : !String(value ?? '').trim();
  });
  return {
    fields,
    values,
    missing: tried ? new Set(missing.map((field) => field.id)) : new Set<string>(),
    set: (id: string, value: string | boolean) => setValues((all) => ({ ...all, [id]: value })),
    /** Marks the missing ones; true when nothing required is missing. */
    check: () => {
      setTried(true);
      return missing.length === 0;
    },
  };
}

/** The signer's fields as inputs, each with its label; nothing when they have none. */
export function SignerFieldInputs({ state }: { state: ReturnType<typeof useSignerFields> }) {
  const { t } = useTranslation('flows');
  if (state.fields.length === 0) return null;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('signing.fields.title')}
      </Typography>
      {state.fields.map((field: TViewerField) =>
        field.type === 'checkbox' ? (
          <div key={field.id}>
            <FormControlLabel
              control={
                <Checkbox
                  name={`field-${field.id}`}
                  checked={state.values[field.id] === true}
                  onChange={(event) => state.set(field.id, event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-required': field.required,
                      // Invalid and described by its message once Sign was refused: the
                      // page's error summary lists it with the text fields.
                      ...(state.missing.has(field.id) && {
                        'aria-invalid': true,
                        'aria-describedby': `field-${field.id}-error`,
                      }),
                    } as object,
                  }}
                />
              }
              label={`${field.label ?? ''}${field.required ? ' *' : ''}`}
            />
            {state.missing.has(field.id) && (
              <FormHelperText error id={`field-${field.id}-error`}>
                {t('signing.fields.mustTick')}
              </FormHelperText>
            )}
          </div>
        ) : (
          <TextField
            key={field.id}
            name={`field-${field.id}`}
            label={field.label}
            required={field.required}
            value={String(state.values[field.id] ?? '')}
            onChange={(event) => state.set(field.id, event.target.value)}
            error={state.missing.has(field.id)}
            helperText={state.missing.has(field.id) ? t('signing.fields.required') : ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
        ),
      )}
    </Stack>
  );
}
