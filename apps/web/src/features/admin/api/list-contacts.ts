import {
  type TAdminContactsResponse,
  type TContactState,
  ZAdminContactsResponse,
} from '@confirma/contracts/admin';
import type { TContactKind } from '@confirma/contracts/contact';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_KEYS } from './query-keys';

export interface TContactFilters {
  state: TContactState | '';
  kind: TContactKind | '';
  q: string;
}

/** GET /api/admin/contacts: by state, kind and text, newest first. */
export function listContacts(
  filters: TContactFilters,
  cursor: string | null,
): Promise<TAdminContactsResponse> {
  const query = new URLSearchParams({ limit: '20' });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  return apiClient.get(`/admin/contacts?${query}`, {
    kind: 'login',
    schema: ZAdminContactsResponse,
  });
}

export function useAdminContacts(filters: TContactFilters) {
  return useCursorList(ADMIN_KEYS.contacts(filters), (cursor: string | null) =>
    listContacts(filters, cursor),
  );
}
