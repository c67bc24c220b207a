import { type TMemberList, ZMemberList } from '@confirma/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ORGANIZATION_AREA_KEYS } from './query-keys';

/** GET /api/organization/members: the active organisation's members. */
export function listMembers(): Promise<TMemberList> {
  return apiClient.get('/organization/members', { kind: 'login', schema: ZMemberList });
}

export function useMembers() {
  return useQuery({ queryKey: ORGANIZATION_AREA_KEYS.members, queryFn: listMembers });
}
