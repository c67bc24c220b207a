import { type TAuditResponse, ZAuditResponse } from '@confirma/contracts/admin';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_KEYS } from './query-keys';

export interface TAuditFilters {
  actor: string;
  action: string;
  targetId: string;
}

/** GET /api/admin/audit: newest first, by actor, action and target. */
export function listAudit(filters: TAuditFilters, cursor: number | null): Promise<TAuditResponse> {
  const query = new URLSearchParams({ limit: '30' });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (cursor !== null) query.set('cursor', String(cursor));
  return apiClient.get(`/admin/audit?${query}`, { kind: 'login', schema: ZAuditResponse });
}

export function useAuditLog(filters: TAuditFilters) {
  return useCursorList(ADMIN_KEYS.audit(filters), (cursor: number | null) =>
    listAudit(filters, cursor),
  );
}
