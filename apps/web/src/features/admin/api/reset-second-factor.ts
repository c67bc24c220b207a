import {
  type TSecondFactorResetRequest,
  ZSecondFactorResetResponse,
} from '@confirma/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { account } from './account-paths';

/**
 * POST /api/admin/accounts/{userId}/two-factor/reset: account recovery, the account's
 * two-step verification turned off, with the reason the audit log keeps (how support
 * checked who asked).
 */
export function resetSecondFactor(userId: string, body: TSecondFactorResetRequest) {
  return apiClient.post(`${account(userId)}/two-factor/reset`, body, {
    kind: 'login',
    schema: ZSecondFactorResetResponse,
  });
}
