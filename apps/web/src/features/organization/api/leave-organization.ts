import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/organization/leave: the caller stops being a member (LAST_OWNER for a sole owner). */
export function leaveOrganization(): Promise<void> {
  return apiClient.post('/organization/leave', undefined, { kind: 'login' });
}

/** What follows (back to the own organisation) is the caller's: `onSuccess` of `mutate`. */
export function useLeaveOrganization() {
  return useMutation({ mutationFn: leaveOrganization });
}
