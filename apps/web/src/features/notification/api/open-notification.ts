import { ZNotificationView } from '@confirma/contracts/notifications';
import { apiClient } from '../../../lib/api-client';
import { asRecipient } from './as-recipient';

/** GET /api/notifications/recipient: the first call records the opening. */
export function openNotification(token: string) {
  return apiClient.get('/notifications/recipient', {
    ...asRecipient(token),
    schema: ZNotificationView,
  });
}
