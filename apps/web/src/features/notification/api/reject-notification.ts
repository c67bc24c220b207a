import { ZNotificationActionResponse } from '@confirma/contracts/notifications';
import { apiClient } from '../../../lib/api-client';
import { asRecipient } from './as-recipient';

/** POST /api/notifications/recipient/reject: the recipient refuses, with a reason or none. */
export function rejectNotification(token: string, reason: string) {
  return apiClient.post('/notifications/recipient/reject', reason ? { reason } : {}, {
    ...asRecipient(token),
    schema: ZNotificationActionResponse,
  });
}
