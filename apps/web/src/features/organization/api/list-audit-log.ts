import { type TAuditPage, ZAuditPage } from '@confirma/contracts/organizations';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { API_BASE } from '../../../lib/api-http';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

const PAGE_SIZE = 50;

/** GET /api/organization/audit: the organisation's audit log, newest first, a page at a time. */
export function listAuditLog(cursor: number | null, signal?: AbortSignal): Promise<TAuditPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor !== null) query.set('cursor', String(cursor));
  return apiClient.get(`/organization/audit?${query.toString()}`, {
    kind: 'login',
    schema: ZAuditPage,
    ...(signal ? { signal } : {}),
  });
}

export function useAuditLog() {
  return useCursorList(ORGANIZATION_AREA_KEYS.audit, listAuditLog);
}

/**
 * GET /api/organization/audit.csv: the whole log as CSV (Content-Disposition: attachment).
 * A link, not a call: the browser downloads it with the session cookie.
 */
export const AUDIT_CSV_URL = `${API_BASE}/organization/audit.csv`;
