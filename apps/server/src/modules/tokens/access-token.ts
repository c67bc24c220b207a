import { hkdfSync, randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../platform/errors.ts';

/** Account tokens live 15 minutes; a refresh is accepted up to an hour after expiry. */
export const ACCOUNT_TOKEN_SECONDS = 15 * 60;
export const REFRESH_GRACE_SECONDS = 60 * 60;
/** Signer tokens live until the operation ends, at most 30 days. */
export const SIGNER_TOKEN_SECONDS = 30 * 24 * 60 * 60;

const ISSUER = 'confirma';

/**
 * Account tokens name what they stand on: `cid` the API credential's id, or `'session'` with
 * `sid` the id of the browser session they were issued from (token-liveness.ts checks it
 * on every use). Signer tokens are bound to one signer (`sub`) of one operation (`op`).
 */
export type TTokenClaims =
  | { typ: 'account'; sub: string; cid: string; sid?: string }
  | { typ: 'signer'; sub: string; op: string }
  /** One file of an operation (`doc`: a document id or `acta`) for one signer: a download link. */
  | { typ: 'file'; sub: string; op: string; doc: string };

export type TVerifiedToken = TTokenClaims & { exp: number; jti: string };

/** A key of its own for API tokens, derived from AUTH_SECRET (HKDF-SHA256). */
export function tokenKey(authSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', authSecret, 'confirma', 'api-token-v1', 32));
}

/**
 * The HMAC key as WebCrypto wants it, imported once per key: given raw bytes, jose imports
 * them again on every sign and every verify (one more WebCrypto job per request).
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = hmacKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(key, imported);
  }
  return imported;
}

export async function issueToken(
  key: Uint8Array,
  claims: TTokenClaims,
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(await hmacKey(key));
}

/**
 * Verifies signature, issuer and type. `graceSeconds` accepts a token that expired at
 * most that long ago (refresh). Any failure is UNAUTHORIZED.
 */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  options: { typ: TTokenClaims['typ'] | 'any'; graceSeconds?: number },
): Promise<TVerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      clockTolerance: options.graceSeconds ?? 0,
    });
    const typeOk =
      options.typ === 'any'
        ? payload.typ === 'account' || payload.typ === 'signer'
        : payload.typ === options.typ;
    if (!typeOk || typeof payload.sub !== 'string') throw new Error('type');
    return payload as unknown as TVerifiedToken;
  } catch (error) {
    const expired = error instanceof errors.JWTExpired;
    throw new AppError(
      'UNAUTHORIZED',
      expired ? 'The token has expired' : 'The token is not valid',
    );
  }
}

/** The bearer value of an Authorization header, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
