import { type TBookingGuestStart, ZBookingGuestStart } from '@confirma/contracts/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Stack } from '@mui/material';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { isLanguage } from '../../../lib/language';
import { useStartBookingGuest } from '../api/start-booking-guest';
import { checkinFailure } from './checkin-failure';
import { CheckinSubmit } from './checkin-submit';

type TValues = Omit<TBookingGuestStart, 'lang'>;
const resolver = zodResolver(ZBookingGuestStart.omit({ lang: true })) as unknown as Resolver<
  TValues,
  unknown,
  TValues
>;

/**
 * What a booking's guest gives to start their own check-in: the booking has their name and
 * the stay; their last names and document number are checked against the document they
 * show next, and their phone gets the code that signs the parte.
 */
export function BookingStartForm({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['flows', 'errors']);
  const start = useStartBookingGuest(token);
  const { control, handleSubmit } = useForm<TValues, unknown, TValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { lastname: '', phone: '', nif: '' },
  });
  const submit = handleSubmit((form) =>
    start.mutate({ ...form, lang: isLanguage(i18n.language) ? i18n.language : 'es' }),
  );
  const failure = start.error ? checkinFailure(start.error) : null;
  const field = (name: keyof TValues) => ({
    control,
    name,
    label: t(`flows:checkin.fields.${name}`),
    messagePrefix: 'flows:',
    fullWidth: true,
    required: true,
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('flows:booking.startLabel')}>
      <Stack spacing={2}>
        <FormTextField {...field('lastname')} autoComplete="family-name" />
        <FormTextField
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          helperText={t('flows:checkin.fields.phoneHelp')}
        />
        <FormTextField
          {...field('nif')}
          autoComplete="off"
          helperText={t('flows:checkin.fields.nifHelp')}
        />
        <CheckinSubmit
          failure={failure}
          pending={start.isPending}
          working="flows:booking.working"
        />
      </Stack>
    </Box>
  );
}
