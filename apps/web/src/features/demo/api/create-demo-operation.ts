import { type TDemoForm, ZDemoOperationResponse } from '@confirma/contracts/demo';
import { apiClient } from '../../../lib/api-client';
import { solveProofOfWork } from '../../../lib/proof-of-work';

/**
 * The public demo's two calls: a proof-of-work challenge, solved in the browser, then the
 * operation itself.
 */
export async function createDemoOperation(form: TDemoForm) {
  const altcha = await solveProofOfWork('/demo/challenge');
  return apiClient.post(
    '/demo/operations',
    { ...form, altcha },
    { kind: 'login', schema: ZDemoOperationResponse },
  );
}
