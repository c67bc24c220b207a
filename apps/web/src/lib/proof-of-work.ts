import { ZPowChallenge } from '@confirma/contracts/captcha';
import { apiClient, type TSchema } from './api-client';

/**
 * The proof of work of a public form: fetches a challenge from `challengePath` (ALTCHA v2,
 * PBKDF2/SHA-256) and solves it here with WebCrypto, about a second on a phone. Each
 * attempt is one asynchronous native `deriveBits`, so the page keeps responding and typing
 * is never blocked meanwhile. Returns what the form sends as `altcha`. The solver is loaded only when a form
 * is sent.
 */
export async function solveProofOfWork(challengePath: string): Promise<string> {
  const challenge = await apiClient.get(challengePath, { kind: 'login', schema: ZPowChallenge });
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 90_000 });
  return btoa(JSON.stringify({ challenge, solution }));
}

/**
 * A public form's post: solves the proof of work of `challengePath`, then posts `body`
 * with it as `altcha` to `path` (no credentials) and parses the answer with `schema`.
 */
export async function postWithProofOfWork<T>(
  challengePath: string,
  path: string,
  body: object,
  schema: TSchema<T>,
): Promise<T> {
  const altcha = await solveProofOfWork(challengePath);
  return apiClient.post(path, { ...body, altcha }, { kind: 'login', schema });
}
