import {
  type TAcknowledgeRequest,
  ZNotificationActionResponse,
} from '@confirma/contracts/notifications';
import { apiClient } from '../../../lib/api-client';
import { asRecipient } from './as-recipient';

/** POST /api/notifications/recipient/acknowledge: the recipient acknowledges with the code. */
export function acknowledgeNotification(token: string, body: TAcknowledgeRequest) {
  return apiClient.post('/notifications/recipient/acknowledge', body, {
    ...asRecipient(token),
    schema: ZNotificationActionResponse,
  });
}
