import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { BookingGuestView } from '../../features/checkin/components/booking-guest-view';

/** /checkin/guest/:token: one guest's own link to their booking (no account). */
export function BookingGuestPage() {
  const { token = '' } = useParams();
  return (
    <Page>
      <BookingGuestView token={token} />
    </Page>
  );
}
