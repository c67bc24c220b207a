import {
  type TCreateNotification,
  ZCreateNotificationResponse,
} from '@confirma/contracts/notifications';
import { apiClient } from '../../../lib/api-client';

/** POST /api/notifications with the account's session token (1 credit). */
export function createNotification(body: TCreateNotification) {
  return apiClient.post('/notifications', body, {
    kind: 'create',
    schema: ZCreateNotificationResponse,
  });
}
