import {
  type TAccountDocument,
  type TProfileFields,
  ZProfileFields,
} from '@confirma/contracts/account';
import { PROFILE_FIELD_MAX } from '@confirma/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountedHelperText } from '../../../components/counted-helper-text';
import { FormTextField } from '../../../components/form-text-field';
import { NoticeSnackbar, type TNotice } from '../../../components/notice-snackbar';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = [
  { name: 'firstname', autoComplete: 'given-name' },
  { name: 'lastname', autoComplete: 'family-name' },
  { name: 'alias', autoComplete: 'nickname' },
  { name: 'phone', autoComplete: 'tel' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'postalcode', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'country', autoComplete: 'country-name' },
  // Printed on the invoices of credit purchases.
  { name: 'companyName', autoComplete: 'organization' },
  { name: 'taxId', autoComplete: 'off' },
  // Printed on the traveller reports (partes de viajero) of the account's establishment.
  { name: 'establishmentName', autoComplete: 'organization' },
  { name: 'establishmentRegistry', autoComplete: 'off' },
  { name: 'establishmentAddress', autoComplete: 'off', wide: true },
] as const satisfies readonly {
  name: keyof TProfileFields;
  autoComplete: string;
  wide?: boolean;
}[];

/** Datos: the editable profile with character counters; e-mail read-only. */
export function ProfileForm({ account }: { account: TAccountDocument }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const [notice, setNotice] = useState<TNotice | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<TProfileFields>({
    resolver: zodResolver(ZProfileFields),
    mode: 'onChange',
    defaultValues: account.profile,
  });
  const save = handleSubmit((profile) =>
    update.mutate(profile, {
      onSuccess: (document) => {
        reset(document.profile);
        setNotice({ severity: 'success', text: t('profile.data.saved') });
      },
      onError: () => setNotice({ severity: 'error', text: t('profile.data.saveError') }),
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={save} aria-label={t('profile.data.title')}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('profile.data.fields.email')}
          value={account.userEmail}
          helperText={
            <CountedHelperText
              text={t('profile.data.emailHelp')}
              length={account.userEmail.length}
              max={PROFILE_FIELD_MAX.email}
            />
          }
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'profile-email' } }}
        />
        {FIELDS.map((field) => (
          <FormTextField
            key={field.name}
            control={control}
            name={field.name}
            autoComplete={field.autoComplete}
            label={t(`profile.data.fields.${field.name}`)}
            maxLength={PROFILE_FIELD_MAX[field.name]}
            sx={'wide' in field ? { gridColumn: '1 / -1' } : undefined}
            fullWidth
          />
        ))}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ mt: 3 }}
        disabled={!formState.isValid || update.isPending}
      >
        {t('profile.data.save')}
      </Button>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
