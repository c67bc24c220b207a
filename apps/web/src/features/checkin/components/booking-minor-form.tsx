import {
  BOOKING_KINSHIPS,
  BOOKING_MINOR_DOCUMENT_TYPES,
  BOOKING_SEXES,
  type TBookingMinorInput,
  ZBookingMinorInput,
} from '@confirma/contracts/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { type Control, type Path, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { ApiError } from '../../../lib/api-client';
import { countryOptions } from '../../../lib/country-options';
import { useAddBookingTraveller } from '../api/add-booking-traveller';

/** The form's values: a select has no null, "no document" is the empty choice. */
type TValues = Omit<TBookingMinorInput, 'documentType' | 'sex' | 'kinship'> & {
  documentType: string;
  sex: string;
  kinship: string;
};

const schemaResolver = zodResolver(ZBookingMinorInput) as unknown as Resolver<
  TValues,
  unknown,
  TBookingMinorInput
>;
const resolver: Resolver<TValues, unknown, TBookingMinorInput> = (values, context, options) =>
  schemaResolver(
    { ...values, documentType: (values.documentType || null) as unknown as string },
    context,
    options,
  );

const EMPTY: TValues = {
  firstName: '',
  lastName1: '',
  lastName2: '',
  birthDate: '',
  nationality: '',
  sex: '',
  documentType: '',
  documentNumber: '',
  kinship: '',
};

/**
 * An adult adds a minor travelling with them: what SES asks of a minor (a document only
 * when they have one) and how the minor relates to this adult, in SES's kinship codes
 * (HJ: the minor is the adult's child). The server refuses someone of age
 * (`booking.validation.notAMinor`), said on the birth date.
 */
export function BookingMinorForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('flows');
  const errorText = useErrorText();
  const add = useAddBookingTraveller(token, 'minors');
  const { control, handleSubmit, setError } = useForm<TValues, unknown, TBookingMinorInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  // The shared fields take the values' control (what they submit is the resolver's).
  const fields = control as unknown as Control<TValues>;
  const hasDocument = Boolean(useWatch({ control: fields, name: 'documentType' }));
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const submit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return;
        for (const issue of error.problem?.errors ?? []) {
          const field = issue.path.replace(/^body\./, '') as Path<TValues>;
          if (field in EMPTY)
            setError(field, { message: issue.key ?? 'booking.validation.invalid' });
        }
      },
    }),
  );
  const refused = add.error instanceof ApiError && add.error.code === 'VALIDATION_FAILED';
  const text = (name: keyof TValues) => ({
    control: fields,
    name,
    label: t(`booking.minor.fields.${name}`),
    messagePrefix: 'flows:',
    fullWidth: true,
    autoComplete: 'off',
  });
  const select = (name: 'sex' | 'documentType' | 'kinship' | 'nationality') => ({
    control: fields,
    name,
    label: t(`booking.minor.fields.${name}`),
    messagePrefix: 'flows:',
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('booking.minor.title')}>
      <Stack spacing={2}>
        <FormTextField {...text('firstName')} required />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField {...text('lastName1')} required />
          <FormTextField {...text('lastName2')} />
        </Stack>
        <FormTextField
          {...text('birthDate')}
          required
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormSelectField {...select('nationality')} required options={countries} />
        <FormSelectField
          {...select('sex')}
          required
          options={BOOKING_SEXES.map((sex) => [sex, t(`booking.sexes.${sex}`)] as const)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField
            {...select('documentType')}
            options={[
              ['', t('booking.minor.noDocument')],
              ...BOOKING_MINOR_DOCUMENT_TYPES.map(
                (type) => [type, t(`booking.documentTypes.${type}`)] as const,
              ),
            ]}
          />
          {hasDocument && <FormTextField {...text('documentNumber')} required />}
        </Stack>
        <FormSelectField
          {...select('kinship')}
          required
          helperText={t('booking.minor.kinshipHelp')}
          options={BOOKING_KINSHIPS.map((code) => [code, t(`booking.kinships.${code}`)] as const)}
        />
        {add.error && !refused && (
          <Alert severity="error" role="alert">
            {errorText(add.error)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('booking.minor.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
