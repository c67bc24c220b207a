import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { CheckinView } from '../../features/checkin/components/checkin-view';

/** /checkin/:token: a guest's online check-in on an establishment's link (its QR poster). */
export function CheckinPage() {
  const { token = '' } = useParams();
  return (
    <Page>
      <CheckinView token={token} />
    </Page>
  );
}
