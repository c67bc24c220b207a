import { CREATION_NEEDS } from '@confirma/contracts/creation';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import type { TCreationControl, TCreationValues } from '../create-operation.types';

/**
 * The signer's data: name, last names and e-mail; the document number for
 * the video types (shown only in the video flow); the mobile only where an SMS code signs
 * (the OTP signature, or the identification followed by it).
 */
export function SignerFields({
  control,
  type,
}: {
  control: TCreationControl;
  type: TCreationValues['type'];
}) {
  const { t } = useTranslation('flows');
  const needs = type ? CREATION_NEEDS[type] : { phone: false, nif: false };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label={t('create.form.name')}
          autoComplete="off"
          required
          fullWidth
        />
        <FormTextField
          control={control}
          name="lastname"
          label={t('create.form.lastname')}
          autoComplete="off"
          required
          fullWidth
        />
      </Stack>
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('create.form.email')}
        autoComplete="off"
        required
        fullWidth
      />
      {needs.nif && (
        <FormTextField
          control={control}
          name="nif"
          label={t('create.form.nif')}
          helperText={t('create.form.nifHelp')}
          autoComplete="off"
          required
          fullWidth
        />
      )}
      {needs.phone && (
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('create.form.phone')}
          helperText={t('create.form.phoneHelp')}
          autoComplete="off"
          required
          fullWidth
        />
      )}
    </>
  );
}
