import { apiClient } from '../../../lib/api-client';
import { asRecipient } from './as-recipient';

/** POST /api/notifications/recipient/code: the code to acknowledge, sent to the recipient. */
export function sendAckCode(token: string) {
  return apiClient.post('/notifications/recipient/code', undefined, asRecipient(token));
}
