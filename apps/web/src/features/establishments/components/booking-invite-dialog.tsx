import { type TBookingGuestInput, ZBookingGuestInput } from '@confirma/contracts/bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { useInviteBookingGuest } from '../api/create-booking';

const EMPTY: TBookingGuestInput = { name: '', email: '' };

/** One more adult of a booking (`bookingId`, none: closed), invited by e-mail to their link. */
export function BookingInviteDialog({
  establishmentId,
  bookingId,
  onClose,
}: {
  establishmentId: string;
  bookingId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['account', 'flows']);
  const errorText = useErrorText();
  const invite = useInviteBookingGuest(establishmentId);
  const { control, handleSubmit, reset } = useForm<TBookingGuestInput>({
    resolver: zodResolver(ZBookingGuestInput),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((body) => {
    if (bookingId) invite.mutate({ bookingId, body }, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open={bookingId !== null}
      title={t('establishments.bookings.inviteTitle')}
      failure={invite.error ? errorText(invite.error) : null}
      pending={invite.isPending}
      cancelLabel={t('establishments.cancel')}
      submitLabel={t('establishments.bookings.inviteSubmit')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      onExited={() => {
        invite.reset();
        reset(EMPTY);
      }}
    >
      <Stack spacing={1}>
        <FormTextField
          control={control}
          name="name"
          label={t('establishments.bookings.fields.name')}
          messagePrefix="flows:"
          margin="dense"
          fullWidth
          required
          autoFocus
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('establishments.bookings.fields.email')}
          messagePrefix="flows:"
          margin="dense"
          fullWidth
          required
          autoComplete="off"
        />
      </Stack>
    </FormDialog>
  );
}
