import type { TBookingView } from '@confirma/contracts/bookings';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useLocaleFormat } from '../../../hooks/use-locale-format';
import { useBookings } from '../api/list-bookings';
import { BookingDialog } from './booking-dialog';
import { BookingInviteDialog } from './booking-invite-dialog';

const STATE_COLOUR = { INVITED: 'default', STARTED: 'info', DONE: 'success' } as const;

/**
 * An establishment's bookings, shown on demand: each with its stay, how many of its adults
 * are done and each guest's state; who can act opens a new booking or invites one more
 * adult to one.
 */
export function EstablishmentBookings({
  establishmentId,
  canAct,
}: {
  establishmentId: string;
  canAct: boolean;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [shown, setShown] = useState(false);
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState<string | null>(null);
  const bookings = useBookings(establishmentId, shown);
  if (!shown) {
    return (
      <Box>
        <Button size="small" startIcon={<EventIcon />} onClick={() => setShown(true)}>
          {t('establishments.bookings.show')}
        </Button>
      </Box>
    );
  }
  const list = bookings.data?.bookings ?? [];
  return (
    <Stack spacing={1} component="section" aria-label={t('establishments.bookings.title')}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle1" component="h4">
          {t('establishments.bookings.title')}
        </Typography>
        {canAct && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('establishments.bookings.new')}
          </Button>
        )}
      </Stack>
      {bookings.isError && <Alert severity="error">{errorText(bookings.error)}</Alert>}
      {bookings.isPending && (
        <CircularProgress size={24} aria-label={t('establishments.bookings.title')} />
      )}
      {bookings.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">{t('establishments.bookings.empty')}</Typography>
      )}
      {list.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {list.map((booking) => (
            <BookingItem
              key={booking.id}
              booking={booking}
              onInvite={canAct ? () => setInviting(booking.id) : undefined}
            />
          ))}
        </Stack>
      )}
      <BookingDialog
        establishmentId={establishmentId}
        open={creating}
        onClose={() => setCreating(false)}
      />
      <BookingInviteDialog
        establishmentId={establishmentId}
        bookingId={inviting}
        onClose={() => setInviting(null)}
      />
    </Stack>
  );
}

/** One booking: reference and stay, adults done of all, each guest's state, its minors. */
function BookingItem({ booking, onInvite }: { booking: TBookingView; onInvite?: () => void }) {
  const { t } = useTranslation('account');
  const { date } = useLocaleFormat();
  const day = (iso: string) => date(`${iso}T12:00:00`);
  const done = booking.guests.filter((guest) => guest.state === 'DONE').length;
  const full = booking.guests.length + booking.minors.length >= booking.travellers;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="booking-item">
      <Stack spacing={1}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {booking.reference || t('establishments.bookings.noReference')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('establishments.bookings.stay', {
              checkIn: day(booking.checkIn),
              checkOut: day(booking.checkOut),
              count: booking.travellers,
            })}
          </Typography>
          <Typography variant="body2" data-testid="booking-done">
            {booking.complete
              ? t('establishments.bookings.complete')
              : t('establishments.bookings.done', { done, count: booking.guests.length })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
          {booking.guests.map((guest) => (
            <Chip
              key={guest.id}
              size="small"
              color={STATE_COLOUR[guest.state]}
              icon={guest.state === 'DONE' ? <CheckCircleIcon /> : undefined}
              label={`${guest.name} · ${t(`establishments.bookings.states.${guest.state}`)}`}
            />
          ))}
          {booking.minors.map((minor) => (
            <Chip
              key={minor.id}
              size="small"
              variant="outlined"
              label={t('establishments.bookings.minor', { name: minor.firstName })}
            />
          ))}
        </Stack>
        {onInvite && !full && (
          <Box>
            <Button size="small" startIcon={<PersonAddIcon />} onClick={onInvite}>
              {t('establishments.bookings.invite')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
