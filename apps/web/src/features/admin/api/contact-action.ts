import {
  type TAdminContactDetail,
  type TContactState,
  ZAdminContactDetail,
} from '@confirma/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { contact } from './contact-path';

/** POST /api/admin/contacts/{id}/state {state, note?}, or …/notes {note} without a state. */
export function contactAction(
  contactId: string,
  action: { state?: TContactState | undefined; note?: string | undefined },
): Promise<TAdminContactDetail> {
  const path = `${contact(contactId)}/${action.state ? 'state' : 'notes'}`;
  return apiClient.post(path, action, { kind: 'login', schema: ZAdminContactDetail });
}
