import { REQUEST_LIMITS } from '@confirma/contracts/operations';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack } from '@mui/material';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import type { TSignatureRequestControl } from '../create-operation.types';

/** Who gets the signed document without signing it: a name and an e-mail each. */
export function RequestCopiesField({ control }: { control: TSignatureRequestControl }) {
  const { t } = useTranslation('flows');
  const id = useId();
  const copies = useFieldArray({ control, name: 'copies' });
  return (
    <Stack
      component="fieldset"
      spacing={1.5}
      aria-describedby={`${id}-help`}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <FormLabel component="legend">{t('create.request.copies')}</FormLabel>
      <FormHelperText id={`${id}-help`} sx={{ mx: 0, mt: 0 }}>
        {t('create.request.copiesHelp')}
      </FormHelperText>
      {copies.fields.map((copy, index) => (
        <Stack
          key={copy.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0, sm: 1 }}
          role="group"
          aria-label={t('create.request.copy', { number: index + 1 })}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormTextField
            control={control}
            name={`copies.${index}.name`}
            label={t('create.request.copyName')}
            messagePrefix="flows:"
            quiet
            autoComplete="off"
            required
            fullWidth
          />
          <FormTextField
            control={control}
            name={`copies.${index}.email`}
            type="email"
            label={t('create.request.copyEmail')}
            messagePrefix="flows:"
            quiet
            autoComplete="off"
            required
            fullWidth
          />
          <Box sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, pt: { sm: 1 } }}>
            <IconButton
              aria-label={t('create.request.removeCopy', { number: index + 1 })}
              onClick={() => copies.remove(index)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        </Stack>
      ))}
      {copies.fields.length < REQUEST_LIMITS.copyRecipientsMax && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => copies.append({ name: '', email: '' }, { shouldFocus: true })}
          >
            {t('create.request.addCopy')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
