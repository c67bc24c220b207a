import { Checkbox, FormControlLabel } from '@mui/material';
import { Controller, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PdfPicker } from '../../../components/pdf-picker';
import type {
  TCreationControl,
  TCreationService,
  TCreationValues,
} from '../create-operation.types';
import { PlacementField } from './placement-field';

/**
 * The document of an identification (spec 000 §2, §3; 001 §2.10): the sender's own PDF, or
 * the contract template; where the signature goes on their own PDF (an identification
 * alone signs nothing).
 */
export function DocumentFields({
  control,
  setValue,
  service,
  values: { type, ownDocument, document: picked },
}: {
  control: TCreationControl;
  setValue: UseFormSetValue<TCreationValues>;
  service: TCreationService;
  values: Pick<TCreationValues, 'type' | 'ownDocument' | 'document'>;
}) {
  const { t } = useTranslation('flows');
  const identificationOnly = type === 'IDENTIFICATION_NO_ASISTIDA';
  // A traveller report's document is the parte itself; only the contract choice takes a PDF.
  if ((service === 'traveller' || service === 'trial') && type !== 'VIDEO_1PASO_OTP') return null;
  return (
    <>
      <Controller
        control={control}
        name="ownDocument"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  setValue('document', null, { shouldValidate: true });
                }}
              />
            }
            label={t(
              identificationOnly ? 'create.identification.ownDocument' : 'create.form.ownDocument',
            )}
          />
        )}
      />
      {ownDocument && (
        <Controller
          control={control}
          name="document"
          render={({ field, fieldState }) => (
            <PdfPicker
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
            />
          )}
        />
      )}
      {ownDocument && picked && !identificationOnly && (
        <Controller
          control={control}
          name="placement"
          render={({ field }) => (
            <PlacementField pdf={picked} value={field.value ?? null} onChange={field.onChange} />
          )}
        />
      )}
    </>
  );
}
