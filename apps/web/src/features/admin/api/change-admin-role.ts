import { type TAdminRoleRequest, ZAdminRoleResponse } from '@confirma/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { account } from './account-paths';

/** PUT /api/admin/accounts/{userId}/role: grant or revoke the admin role. */
export function changeAdminRole(userId: string, body: TAdminRoleRequest) {
  return apiClient.put(`${account(userId)}/role`, body, {
    kind: 'login',
    schema: ZAdminRoleResponse,
  });
}
