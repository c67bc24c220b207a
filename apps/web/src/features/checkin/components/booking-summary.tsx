import type { TBookingView } from '@confirma/contracts/bookings';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../hooks/use-locale-format';

/** A day of the stay (`2030-07-01`) read at noon: no time zone moves it to another day. */
export const stayDay = (format: (iso: string) => string, day: string) => format(`${day}T12:00:00`);

/** Everyone the booking has so far: its adults and their minors. */
export const registered = (booking: TBookingView) => booking.guests.length + booking.minors.length;

const STATE_COLOUR = { INVITED: 'default', STARTED: 'info', DONE: 'success' } as const;

/**
 * The booking as its guest sees it: reference, stay, how many of its travellers are there,
 * each adult with where they are (this guest marked "you") and the minors.
 */
export function BookingSummary({ booking, guestId }: { booking: TBookingView; guestId: string }) {
  const { t } = useTranslation('flows');
  const { date } = useLocaleFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="booking-summary">
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="h6" component="h2">
            {booking.reference
              ? t('booking.referenceNamed', { reference: booking.reference })
              : t('booking.yourBooking')}
          </Typography>
          <Typography color="text.secondary">
            {t('booking.stay', {
              checkIn: stayDay(date, booking.checkIn),
              checkOut: stayDay(date, booking.checkOut),
            })}
          </Typography>
          <Typography data-testid="booking-count">
            {t('booking.registered', { count: booking.travellers, done: registered(booking) })}
          </Typography>
        </Box>
        <Typography variant="subtitle1" component="h3" id="booking-adults">
          {t('booking.adults')}
        </Typography>
        <Stack component="ul" spacing={1} aria-labelledby="booking-adults" sx={{ p: 0, m: 0 }}>
          {booking.guests.map((guest) => (
            <Box
              component="li"
              key={guest.id}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography sx={{ fontWeight: guest.id === guestId ? 600 : undefined }}>
                {guest.id === guestId ? t('booking.you', { name: guest.name }) : guest.name}
              </Typography>
              <Chip
                size="small"
                color={STATE_COLOUR[guest.state]}
                icon={guest.state === 'DONE' ? <CheckCircleIcon /> : undefined}
                label={t(`booking.states.${guest.state}`)}
              />
            </Box>
          ))}
        </Stack>
        {booking.minors.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" id="booking-minors">
              {t('booking.minors')}
            </Typography>
            <Stack component="ul" spacing={0.5} aria-labelledby="booking-minors" sx={{ m: 0 }}>
              {booking.minors.map((minor) => (
                <Typography component="li" key={minor.id}>
                  {`${minor.firstName} ${minor.lastName1}`} ·{' '}
                  {t(`booking.kinships.${minor.kinship}`)}
                </Typography>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
