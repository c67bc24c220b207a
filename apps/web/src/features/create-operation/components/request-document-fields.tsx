import type { TSignatureRequestForm } from '@confirma/contracts/creation';
import { CONTRACT_TYPES } from '@confirma/contracts/creation';
import { type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { OwnDocumentFields } from '../../../components/own-document-fields';
import type { TSignatureRequestControl } from '../create-operation.types';

/**
 * The document of a signature request: the sender's own PDF, or one of
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
      <OwnDocumentFields
        control={control}
        setValue={setValue}
        ownDocument={ownDocument}
        label={t('create.form.ownDocument')}
      />
      {!ownDocument && (
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
