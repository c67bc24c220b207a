import { type TAdminContactDetail, ZAdminContactDetail } from '@confirma/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { contact } from './contact-path';
import { ADMIN_KEYS } from './query-keys';

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
