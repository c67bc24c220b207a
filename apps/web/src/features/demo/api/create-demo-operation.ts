import { type TDemoForm, ZDemoOperationResponse } from '@confirma/contracts/demo';
import { postWithProofOfWork } from '../../../lib/proof-of-work';

/**
 * The public demo's two calls: a proof-of-work challenge, solved in the browser, then the
 * operation itself.
 */
export function createDemoOperation(form: TDemoForm) {
  return postWithProofOfWork('/demo/challenge', '/demo/operations', form, ZDemoOperationResponse);
}
