import {
  type TAcknowledgeRequest,
  type TCreateNotification,
  ZCreateNotificationResponse,
  ZNotificationActionResponse,
  ZNotificationView,
} from '@confirma/contracts/notifications';
import { ApiError, apiClient } from '../../../lib/api-client';
import { API_BASE } from '../../../lib/api-http';

/** POST /api/notifications with the account's session token (1 credit). */
export function createNotification(body: TCreateNotification) {
  return apiClient.post('/notifications', body, {
    kind: 'create',
    schema: ZCreateNotificationResponse,
  });
}

/** The recipient's calls carry the link's token, never the page's session tokens. */
const asRecipient = (token: string) => ({
  kind: 'login' as const,
  headers: { Authorization: `Bearer ${token}` },
});

/** GET /api/notifications/recipient: the first call records the opening. */
export function openNotification(token: string) {
  return apiClient.get('/notifications/recipient', {
    ...asRecipient(token),
    schema: ZNotificationView,
  });
}

/** The notified document, sealed as sent: the first download records the access. */
export async function fetchNotifiedDocument(token: string): Promise<Uint8Array> {
  const response = await fetch(`${API_BASE}/notifications/recipient/document`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return new Uint8Array(await response.arrayBuffer());
}

export function sendAckCode(token: string) {
  return apiClient.post('/notifications/recipient/code', undefined, asRecipient(token));
}

export function acknowledgeNotification(token: string, body: TAcknowledgeRequest) {
  return apiClient.post('/notifications/recipient/acknowledge', body, {
    ...asRecipient(token),
    schema: ZNotificationActionResponse,
  });
}

export function rejectNotification(token: string, reason: string) {
  return apiClient.post('/notifications/recipient/reject', reason ? { reason } : {}, {
    ...asRecipient(token),
    schema: ZNotificationActionResponse,
  });
}
