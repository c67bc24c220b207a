import { type TAdjustCreditsRequest, ZAdjustCreditsResponse } from '@confirma/contracts/admin';
import { apiClient } from '../../../lib/api-client';
import { account } from './account-paths';

/**
 * POST /api/admin/accounts/{userId}/credits with an Idempotency-Key: the dialog makes one
 * key when it opens, so a double click or a retry is one adjustment.
 */
export function adjustCredits(userId: string, body: TAdjustCreditsRequest, key: string) {
  return apiClient.post(`${account(userId)}/credits`, body, {
    kind: 'login',
    schema: ZAdjustCreditsResponse,
    headers: { 'Idempotency-Key': key },
  });
}
