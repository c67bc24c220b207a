import { type TBookingInput, ZBookingInput } from '@confirma/contracts/bookings';
import { BOOKING_MAX_TRAVELLERS } from '@confirma/contracts/establishments';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { type Control, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useErrorText } from '../../../hooks/use-error-text';
import { useCreateBooking } from '../api/create-booking';

const schemaResolver = zodResolver(ZBookingInput) as unknown as Resolver<
  TBookingInput,
  unknown,
  TBookingInput
>;

/** A number field gives text: the travellers are checked as the number it says. */
const resolver: Resolver<TBookingInput, unknown, TBookingInput> = (values, context, options) =>
  schemaResolver(
    { ...values, travellers: Number(values.travellers) || (values.travellers as number) },
    context,
    options,
  );

const EMPTY: TBookingInput = {
  reference: '',
  checkIn: '',
  checkOut: '',
  travellers: 2,
  guests: [{ name: '', email: '' }],
};

/**
 * A new booking at an establishment: its reference, the stay, how many travel (minors
 * included) and the adults to invite now, each by name and e-mail (more can be invited
 * later, and the guests add their minors themselves).
 */
export function BookingDialog({
  establishmentId,
  open,
  onClose,
}: {
  establishmentId: string;
  open: boolean;
  onClose: () => void;
}) {
  // The contract's messages are the `flows` namespace's: loaded with the dialog.
  const { t } = useTranslation(['account', 'flows']);
  const errorText = useErrorText();
  const create = useCreateBooking(establishmentId);
  const { control, handleSubmit, reset } = useForm<TBookingInput, unknown, TBookingInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((body) => create.mutate(body, { onSuccess: onClose }));
  const fields = control as unknown as Control<TBookingInput>;
  const text = (name: 'reference' | 'checkIn' | 'checkOut') => ({
    control: fields,
    name,
    label: t(`establishments.bookings.fields.${name}`),
    messagePrefix: 'flows:',
    fullWidth: true,
    margin: 'dense' as const,
  });
  return (
    <FormDialog
      open={open}
      title={t('establishments.bookings.newTitle')}
      failure={create.error ? errorText(create.error) : null}
      pending={create.isPending}
      cancelLabel={t('establishments.cancel')}
      submitLabel={t('establishments.bookings.create')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      onExited={() => {
        create.reset();
        reset(EMPTY);
      }}
    >
      <Stack spacing={1}>
        <FormTextField {...text('reference')} maxLength={50} autoComplete="off" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <FormTextField
            {...text('checkIn')}
            required
            type="date"
            deps={['checkOut']}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            {...text('checkOut')}
            required
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <FormTextField
          control={fields}
          name="travellers"
          type="number"
          label={t('establishments.bookings.fields.travellers')}
          messagePrefix="flows:"
          margin="dense"
          required
          slotProps={{ htmlInput: { min: 1, max: BOOKING_MAX_TRAVELLERS, inputMode: 'numeric' } }}
        />
        <GuestRows control={fields} />
      </Stack>
    </FormDialog>
  );
}

/** The adults invited with the booking, a name and an e-mail each: rows added and removed. */
function GuestRows({ control }: { control: Control<TBookingInput> }) {
  const { t } = useTranslation(['account', 'flows']);
  const guests = useFieldArray({ control, name: 'guests' });
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ pt: 1 }}>
        {t('establishments.bookings.guestsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('establishments.bookings.guestsHelp')}
      </Typography>
      {guests.fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ sm: 1 }}
          alignItems={{ sm: 'flex-start' }}
          data-testid="booking-guest-row"
        >
          <FormTextField
            control={control}
            name={`guests.${index}.name`}
            label={t('establishments.bookings.fields.guestName', { n: index + 1 })}
            messagePrefix="flows:"
            margin="dense"
            fullWidth
            quiet
            required
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name={`guests.${index}.email`}
            type="email"
            label={t('establishments.bookings.fields.guestEmail', { n: index + 1 })}
            messagePrefix="flows:"
            margin="dense"
            fullWidth
            quiet
            required
            autoComplete="off"
          />
          <Box sx={{ pt: { sm: 2 } }}>
            <IconButton
              onClick={() => guests.remove(index)}
              aria-label={t('establishments.bookings.removeGuest', { n: index + 1 })}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        </Stack>
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => guests.append({ name: '', email: '' })}
          disabled={guests.fields.length >= BOOKING_MAX_TRAVELLERS}
        >
          {t('establishments.bookings.addGuest')}
        </Button>
      </Box>
    </>
  );
}
