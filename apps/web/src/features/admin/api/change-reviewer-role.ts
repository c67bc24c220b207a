import { type TReviewerRoleRequest, ZReviewerRoleResponse } from '@confirma/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { account } from './account-paths';

/**
 * PUT /api/admin/accounts/{userId}/reviewer: grant or revoke the reviewer role (the
 * platform's identification review desk), with the reason the audit log keeps.
 */
export function changeReviewerRole(userId: string, body: TReviewerRoleRequest) {
  return apiClient.put(`${account(userId)}/reviewer`, body, {
    kind: 'login',
    schema: ZReviewerRoleResponse,
  });
}
