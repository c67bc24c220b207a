import type { TPickedPdf } from '@confirma/contracts/creation';
import { Checkbox, FormControlLabel } from '@mui/material';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PdfPicker } from './pdf-picker';

/** The two fields of a form that takes either the sender's own PDF or something else. */
interface TOwnDocumentValues extends FieldValues {
  ownDocument: boolean;
  document: TPickedPdf | null;
}

/**
 * "Use my own document" and, once ticked, the PDF picker. Switching either way drops the
 * picked file, so a PDF never rides along with a contract choice. React-hook-form cannot
 * check a field name against a generic form, hence the names are asserted once here.
 */
export function OwnDocumentFields<TValues extends TOwnDocumentValues>({
  control,
  setValue,
  ownDocument,
  label,
}: {
  control: Control<TValues>;
  setValue: UseFormSetValue<TValues>;
  ownDocument: boolean;
  label: string;
}) {
  const { t } = useTranslation('flows');
  const document = 'document' as Path<TValues>;
  return (
    <>
      <Controller
        control={control}
        name={'ownDocument' as Path<TValues>}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  setValue(document, null as PathValue<TValues, Path<TValues>>, {
                    shouldValidate: true,
                  });
                }}
              />
            }
            label={label}
          />
        )}
      />
      {ownDocument && (
        <Controller
          control={control}
          name={document}
          render={({ field, fieldState }) => (
            <PdfPicker
              value={field.value as TPickedPdf | null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            />
          )}
        />
      )}
    </>
  );
}
