import type { TPickedPdf } from '@confirma/contracts/creation';
import { FIELD_LIMITS } from '@confirma/contracts/operations';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSignatureRequestControl } from '../create-operation.types';
import { RequestFieldCard } from './request-field-card';

/**
 * The fields a signer fills on the sender's own PDF: each with its type, what it asks
 * (text and checkbox), whether it is required, and its place on a page, placed in the
 * request's document view (`onPlace`) by a button that names the field and its signer.
 * "Elige dónde va el campo" shows once the sender has left the field or tried to send,
 * not as soon as the field is added.
 */
export function RequestFieldsEditor({
  control,
  signer,
  pdf,
  of,
  onPlace,
}: {
  control: TSignatureRequestControl;
  signer: number;
  pdf: TPickedPdf;
  /** Whose fields: "de Ana Ruiz". */
  of: string;
  /** Places field `index` in the document view. */
  onPlace: (index: number) => void;
}) {
  const { t } = useTranslation('flows');
  const fields = useFieldArray({ control, name: `signers.${signer}.fields` });
  const { isSubmitted } = useFormState({ control });
  const values = useWatch({ control, name: `signers.${signer}.fields` }) ?? [];
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h4">
        {t('create.fields.title')}
      </Typography>
      {fields.fields.map((item, index) => (
        <RequestFieldCard
          key={item.id}
          control={control}
          signer={signer}
          index={index}
          value={values[index]}
          pdf={pdf}
          of={of}
          showMissingPlace={isSubmitted}
          onRemove={() => fields.remove(index)}
          onPlace={() => onPlace(index)}
        />
      ))}
      {fields.fields.length < FIELD_LIMITS.perSigner && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              fields.append({ type: 'text', label: '', required: false, placement: null })
            }
          >
            {t('create.fields.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
