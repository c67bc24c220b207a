import type { TBookingGuestPage } from '@confirma/contracts/bookings';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/use-error-text';
import { useOpenSignerPage } from '../../../hooks/use-open-signer-page';
import { useBookingGuest } from '../api/get-booking-guest';
import { BookingInviteForm } from './booking-invite-form';
import { BookingMinorForm } from './booking-minor-form';
import { BookingStartForm } from './booking-start-form';
import { BookingSummary, registered } from './booking-summary';
import { CheckinChecklist } from './checkin-checklist';
import { CheckinClosed } from './checkin-closed';
import { CheckinEstablishment } from './checkin-establishment';
import { closedBy } from './checkin-view';

/**
 * One guest's own page of a booking (no account): the establishment, the booking and who
 * is done; their own check-in (start it, continue it, or done); and the travellers still
 * to come: the lead guest invites the other adults, any adult adds the minors with them.
 */
export function BookingGuestView({ token }: { token: string }) {
  const { t } = useTranslation('flows');
  const errorText = useErrorText();
  const page = useBookingGuest(token);
  const reason = closedBy(page.error);
  if (reason) return <CheckinClosed reason={reason} />;
  if (page.isError) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void page.refetch()}>{t('checkin.retry')}</Button>}
      >
        {errorText(page.error)}
      </Alert>
    );
  }
  if (!page.data) return <CircularProgress aria-label={t('booking.title')} />;
  const { establishment, booking, guestId, canInvite } = page.data;
  const full = registered(booking) >= booking.travellers;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <CheckinEstablishment establishment={establishment} />
      <BookingSummary booking={booking} guestId={guestId} />
      <OwnCheckin token={token} page={page.data} />
      {!full && canInvite && (
        <Addition label={t('booking.invite.open')} title={t('booking.invite.title')}>
          {(done) => <BookingInviteForm token={token} onDone={done} />}
        </Addition>
      )}
      {!full && (
        <Addition label={t('booking.minor.open')} title={t('booking.minor.title')}>
          {(done) => <BookingMinorForm token={token} onDone={done} />}
        </Addition>
      )}
    </Stack>
  );
}

/** This guest's own check-in: the form to start it, the way back into it, or done. */
function OwnCheckin({ token, page }: { token: string; page: TBookingGuestPage }) {
  const { t } = useTranslation('flows');
  const openSignerPage = useOpenSignerPage();
  const me = page.booking.guests.find((guest) => guest.id === page.guestId);
  if (me?.state === 'DONE') {
    const missing = page.booking.travellers - registered(page.booking);
    const pending = page.booking.guests.filter((guest) => guest.state !== 'DONE').length;
    return (
      <Alert severity="success" icon={<CheckCircleIcon />} data-testid="booking-own-done">
        <Typography>{t('booking.done')}</Typography>
        <Typography variant="body2">
          {page.booking.complete
            ? t('booking.complete')
            : [
                missing > 0 && t('booking.remaining.missing', { count: missing }),
                pending > 0 && t('booking.remaining.pending', { count: pending }),
              ]
                .filter(Boolean)
                .join(' ')}
        </Typography>
      </Alert>
    );
  }
  if (page.started) {
    const { operationUuid, signerToken } = page.started;
    return (
      <Box>
        <Button
          variant="contained"
          size="large"
          onClick={() => openSignerPage({ operationUuid, signerToken, identifies: true })}
        >
          {t('booking.continue')}
        </Button>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('booking.startTitle')}
        </Typography>
        <Typography>{t(`checkin.steps.${page.mode}`)}</Typography>
        <CheckinChecklist />
        <BookingStartForm token={token} />
      </Stack>
    </Paper>
  );
}

/** A way to add a traveller: a button that opens its form, closed again once added. */
function Addition({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: (done: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Box>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {label}
        </Button>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children(() => setOpen(false))}
      </Stack>
    </Paper>
  );
}
