import { ApiError } from '../../../lib/api-client';
import { API_BASE } from '../../../lib/api-http';

/**
 * GET /api/notifications/recipient/document: the notified document, sealed as sent; the
 * first download records the access.
 */
export async function fetchNotifiedDocument(token: string): Promise<Uint8Array> {
  const response = await fetch(`${API_BASE}/notifications/recipient/document`, {
    headers: { Authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return new Uint8Array(await response.arrayBuffer());
}
