import { type TDemoForm, ZDemoChallenge, ZDemoOperationResponse } from '@confirma/contracts/demo';
import { apiClient } from '../../../lib/api-client';

/**
 * The public demo's two calls: a proof-of-work challenge, solved here with WebCrypto
 * (ALTCHA v2, PBKDF2/SHA-256; about a second on a phone), then the operation itself.
 * The solver is loaded only when someone sends the form.
 */
export async function createDemoOperation(form: TDemoForm) {
  const challenge = await apiClient.get('/demo/challenge', {
    kind: 'login',
    schema: ZDemoChallenge,
  });
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 90_000 });
  const altcha = btoa(JSON.stringify({ challenge, solution }));
  return apiClient.post(
    '/demo/operations',
    { ...form, altcha },
    { kind: 'login', schema: ZDemoOperationResponse },
  );
}
