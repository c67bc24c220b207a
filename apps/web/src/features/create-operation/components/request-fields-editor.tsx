import type { TPickedPdf } from '@confirma/contracts/creation';
import { FIELD_LIMITS, SIGNER_FIELD_TYPES } from '@confirma/contracts/operations';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Controller, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import type { TSignatureRequestControl } from '../create-operation.types';
import { fieldBoxSizes } from './field-box-sizes';
import { PlacementField } from './placement-field';
import { placementItem } from './placement-names';

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
      {fields.fields.map((item, index) => {
        const value = values[index];
        const type = value?.type ?? 'text';
        const asks = type === 'text' || type === 'checkbox';
        const name = (key: 'type' | 'label' | 'value') =>
          `signers.${signer}.fields.${index}.${key}` as const;
        const title = asks && value?.label ? value.label : t(`create.fields.types.${type}`);
        const placed = placementItem(t, of, { type, label: value?.label });
        return (
          <Paper key={item.id} variant="outlined" sx={{ p: 1.5 }} data-testid="request-field">
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flexGrow: 1 }}>
                  <FormSelectField
                    control={control}
                    name={name('type')}
                    label={t('create.fields.type')}
                    messagePrefix="flows:"
                    quiet
                    options={SIGNER_FIELD_TYPES.map(
                      (option) => [option, t(`create.fields.types.${option}`)] as const,
                    )}
                  />
                </Box>
                <IconButton
                  aria-label={t('create.fields.remove', { field: title })}
                  onClick={() => fields.remove(index)}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              {asks && (
                <FormTextField
                  control={control}
                  name={name('label')}
                  label={t('create.fields.label')}
                  helperText={t(`create.fields.labelHelp.${type}`)}
                  maxLength={FIELD_LIMITS.labelMax}
                  messagePrefix="flows:"
                  quiet
                  fullWidth
                />
              )}
              {type === 'text' && (
                <FormTextField
                  control={control}
                  name={name('value')}
                  label={t('create.fields.value')}
                  helperText={t('create.fields.valueHelp')}
                  maxLength={FIELD_LIMITS.valueMax}
                  messagePrefix="flows:"
                  quiet
                  fullWidth
                />
              )}
              {asks && (
                <Controller
                  control={control}
                  name={`signers.${signer}.fields.${index}.required`}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          name={field.name}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      }
                      label={t('create.fields.required')}
                    />
                  )}
                />
              )}
              <Controller
                control={control}
                name={`signers.${signer}.fields.${index}.placement`}
                render={({ field, fieldState }) => (
                  <>
                    <PlacementField
                      pdf={pdf}
                      value={field.value}
                      onChange={field.onChange}
                      field={{
                        box: fieldBoxSizes(type),
                        label: title,
                        title: t('create.fields.where'),
                      }}
                      place={{
                        label: t('create.placement.place', { item: placed }),
                        onClick: () => onPlace(index),
                      }}
                    />
                    {fieldState.error && (fieldState.isTouched || isSubmitted) && (
                      <Typography variant="caption" color="error">
                        {t('create.validation.fieldPlacementRequired')}
                      </Typography>
                    )}
                  </>
                )}
              />
            </Stack>
          </Paper>
        );
      })}
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
