import { type TAccountDocument, ZAccountDocument } from '@confirma/contracts/account';
import { apiClient } from '../../../lib/api-client';

/** GET /api/account: the account's balance and billing data (the invoice's buyer). */
export function getAccountForBilling(): Promise<TAccountDocument> {
  return apiClient.get('/account', { kind: 'login', schema: ZAccountDocument });
}
