import type { TPickedPdf, TSignatureRequestForm } from '@confirma/contracts/creation';
import { FIELD_LIMITS, SIGNER_FIELD_TYPES } from '@confirma/contracts/operations';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import type { TSignatureRequestControl } from '../create-operation.types';
import { fieldBoxSizes } from './field-box-sizes';
import { PlacementField } from './placement-field';
import { placementItem } from './placement-names';

/**
 * One field of a signer: its type, what a text or checkbox asks (with a text's initial
 * words) and whether it is required, and its place; a missing place is said once the
 * sender left it or tried to send (`showMissingPlace`).
 */
export function RequestFieldCard({
  control,
  signer,
  index,
  value,
  pdf,
  of,
  showMissingPlace,
  onRemove,
  onPlace,
}: {
  control: TSignatureRequestControl;
  signer: number;
  index: number;
  value: TSignatureRequestForm['signers'][number]['fields'][number] | undefined;
  pdf: TPickedPdf;
  of: string;
  showMissingPlace: boolean;
  onRemove: () => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation('flows');
  const type = value?.type ?? 'text';
  const asks = type === 'text' || type === 'checkbox';
  const name = (key: 'type' | 'label' | 'value') =>
    `signers.${signer}.fields.${index}.${key}` as const;
  const title = asks && value?.label ? value.label : t(`create.fields.types.${type}`);
  const placed = placementItem(t, of, { type, label: value?.label });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="request-field">
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
            onClick={onRemove}
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
          <RequiredCheckbox control={control} name={`signers.${signer}.fields.${index}.required`} />
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
                  onClick: onPlace,
                }}
              />
              {fieldState.error && (fieldState.isTouched || showMissingPlace) && (
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
}

/** Whether the signer must fill the field before signing. */
function RequiredCheckbox({
  control,
  name,
}: {
  control: TSignatureRequestControl;
  name: `signers.${number}.fields.${number}.required`;
}) {
  const { t } = useTranslation('flows');
  return (
    <Controller
      control={control}
      name={name}
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
  );
}
