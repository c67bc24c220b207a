import type { TErrorCode } from '@confirma/contracts/errors';
import { AppError } from '../../platform/errors.ts';
import { USER_NOT_VERIFIED } from './passkey-sign-in.ts';

/** The passkey plugin's refusals (and ours inside it) as our codes, whatever the endpoint. */
const BY_CODE: Record<string, TErrorCode> = {
  CHALLENGE_NOT_FOUND: 'PASSKEY_CHALLENGE_EXPIRED',
  AUTHENTICATION_FAILED: 'PASSKEY_NOT_VERIFIED',
  FAILED_TO_VERIFY_REGISTRATION: 'PASSKEY_NOT_VERIFIED',
  // The challenge was asked by another account than the one registering.
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: 'PASSKEY_NOT_VERIFIED',
  [USER_NOT_VERIFIED]: 'PASSKEY_USER_NOT_VERIFIED',
  SESSION_NOT_FRESH: 'RECENT_SIGN_IN_REQUIRED',
  SESSION_REQUIRED: 'UNAUTHORIZED',
  VALIDATION_ERROR: 'VALIDATION_FAILED',
};

/** Endpoints that name one of the user's passkeys by id. */
const ONE_PASSKEY = new Set(['/passkey/delete-passkey', '/passkey/update-passkey']);

async function errorOf(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const body = (await response.clone().json()) as unknown;
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

function codeFor(path: string, status: number, code: string | undefined, signedIn: boolean) {
  // Another account's passkey is as unknown as one that does not exist.
  if (ONE_PASSKEY.has(path) && status >= 401 && status <= 404) {
    return signedIn ? 'NOT_FOUND' : 'UNAUTHORIZED';
  }
  if (code === 'PASSKEY_NOT_FOUND') return 'PASSKEY_NOT_RECOGNISED';
  const known = code ? BY_CODE[code] : undefined;
  if (known) return known;
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 400 && path.startsWith('/passkey/verify-')) return 'PASSKEY_NOT_VERIFIED';
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}

/**
 * A refusal of the passkey plugin as our problem+json: the plugin answers its own codes
 * (and a bad registration response as a 500), which the web could not put in words;
 * `signedIn` says whether the caller had a session (asked only for a refused change of
 * one passkey, to tell "not yours" (404) from "sign in" (401)). Its message stays the
 * detail below 500.
 */
export async function passkeyProblem(
  path: string,
  response: Response,
  signedIn: () => Promise<boolean>,
): Promise<AppError> {
  const { code, message } = await errorOf(response);
  const ours = codeFor(
    path,
    response.status,
    code,
    ONE_PASSKEY.has(path) ? await signedIn() : false,
  );
  return new AppError(ours, typeof message === 'string' && message ? message : undefined);
}
