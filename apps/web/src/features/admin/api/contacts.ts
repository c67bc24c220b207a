import {
  type TAdminContactDetail,
  type TAdminContactsResponse,
  type TContactState,
  ZAdminContactDetail,
  ZAdminContactsResponse,
} from '@confirma/contracts/admin';
import type { TContactKind } from '@confirma/contracts/contact';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../../hooks/use-cursor-list';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_KEYS } from './query-keys';

export interface TContactFilters {
  state: TContactState | '';
  kind: TContactKind | '';
  q: string;
}

const contact = (id: string) => `/admin/contacts/${encodeURIComponent(id)}`;

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

/** GET /api/admin/contacts/{id}: the request and its notes. */
export function getContact(contactId: string): Promise<TAdminContactDetail> {
  return apiClient.get(contact(contactId), { kind: 'login', schema: ZAdminContactDetail });
}

export function useAdminContact(contactId: string) {
  return useQuery({
    queryKey: ADMIN_KEYS.contact(contactId),
    queryFn: () => getContact(contactId),
  });
}

/** POST .../state {state, note?}, or .../notes {note} without a state. */
export function contactAction(
  contactId: string,
  action: { state?: TContactState | undefined; note?: string | undefined },
): Promise<TAdminContactDetail> {
  const path = `${contact(contactId)}/${action.state ? 'state' : 'notes'}`;
  return apiClient.post(path, action, { kind: 'login', schema: ZAdminContactDetail });
}
