import { Controller, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OwnDocumentFields } from '../../../components/own-document-fields';
import type {
  TCreationControl,
  TCreationService,
  TCreationValues,
} from '../create-operation.types';
import { PlacementField } from './placement-field';

/**
 * The document of an identification: the sender's own PDF, or
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
      <OwnDocumentFields
        control={control}
        setValue={setValue}
        ownDocument={ownDocument}
        label={t(
          identificationOnly ? 'create.identification.ownDocument' : 'create.form.ownDocument',
        )}
      />
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
