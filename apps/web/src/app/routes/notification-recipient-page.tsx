import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { NotificationRecipient } from '../../features/notification/components/notification-recipient';

/** /notification/:token: the recipient of a certified notification (the e-mail's link). */
export function NotificationRecipientPage() {
  const { token = '' } = useParams();
  return (
    <Page>
      <NotificationRecipient token={token} />
    </Page>
  );
}
