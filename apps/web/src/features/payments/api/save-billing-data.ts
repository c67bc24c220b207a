import {
  type TAccountDocument,
  type TProfileUpdate,
  ZAccountDocument,
} from '@confirma/contracts/account';
import { apiClient } from '../../../lib/api-client';

/** PATCH /api/account/profile: the billing data (the invoice's buyer). */
export function saveBillingData(update: TProfileUpdate): Promise<TAccountDocument> {
  return apiClient.patch('/account/profile', update, { kind: 'login', schema: ZAccountDocument });
}
