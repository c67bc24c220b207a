import { type TWorkspaceEvent, ZWorkspaceEvent } from '@confirma/contracts/workspace';
import { API_BASE } from '../../../lib/api-http';

/**
 * GET /api/operations/stream: Server-Sent Events, one `data:` JSON object per change of
 * an operation of the account or of its credits. A URL, not a call: an EventSource opens
 * it with the session cookie (same origin).
 */
export const OPERATIONS_STREAM_URL = `${API_BASE}/operations/stream`;

/** One message's data as a workspace event; null for anything else (it is ignored). */
export function parseWorkspaceEvent(data: unknown): TWorkspaceEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = ZWorkspaceEvent.safeParse(JSON.parse(data));
    return event.success ? event.data : null;
  } catch {
    return null;
  }
}
