import { type TBookingGuestInput, ZBookingGuestInput } from '@confirma/contracts/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { useAddBookingTraveller } from '../api/add-booking-traveller';

/** The lead guest invites another adult of the booking: their own link goes by e-mail. */
export function BookingInviteForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('flows');
  const errorText = useErrorText();
  const invite = useAddBookingTraveller(token, 'guests');
  const { control, handleSubmit } = useForm<TBookingGuestInput>({
    resolver: zodResolver(ZBookingGuestInput),
    mode: 'onTouched',
    defaultValues: { name: '', email: '' },
  });
  const submit = handleSubmit((body) => invite.mutate(body, { onSuccess: onDone }));
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('booking.invite.title')}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label={t('booking.fields.name')}
          messagePrefix="flows:"
          required
          fullWidth
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('booking.fields.email')}
          messagePrefix="flows:"
          required
          fullWidth
          autoComplete="off"
        />
        {invite.error && (
          <Alert severity="error" role="alert">
            {errorText(invite.error)}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {t('booking.invite.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
