import type { TSignatureRequestForm } from '@confirma/contracts/creation';
import { CONTRACT_TYPES } from '@confirma/contracts/creation';
import { Checkbox, FormControlLabel } from '@mui/material';
import { Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { PdfPicker } from '../../../components/pdf-picker';
import type { TSignatureRequestControl } from '../create-operation.types';

/**
 * The document of a signature request (spec 000 §2, §3): the sender's own PDF, or one of
 * the contract templates.
 */
export function RequestDocumentFields({
  control,
  setValue,
}: {
  control: TSignatureRequestControl;
  setValue: UseFormSetValue<TSignatureRequestForm>;
}) {
  const { t } = useTranslation('flows');
  const [ownDocument, contractType] = useWatch({ control, name: ['ownDocument', 'contractType'] });
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
            label={t('create.form.ownDocument')}
          />
        )}
      />
      {ownDocument ? (
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
      ) : (
        <FormSelectField
          control={control}
          name="contractType"
          label={t('create.form.contractType')}
          messagePrefix="flows:"
          helperText={contractType ? t(`create.form.contractHelp.${contractType}`) : ' '}
          options={CONTRACT_TYPES.map(
            (value) => [value, t(`create.form.contracts.${value}`)] as const,
          )}
        />
      )}
    </>
  );
}
