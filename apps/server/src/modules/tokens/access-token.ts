import { hkdfSync, randomUUID, webcrypto } from 'node:crypto';
import type { TApiKeyScope } from '@confirma/contracts/organizations';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../platform/errors.ts';
import { DAY_SECONDS } from '../../platform/time-units.ts';

/** Account tokens live 15 minutes; a refresh is accepted up to an hour after expiry. */
export const ACCOUNT_TOKEN_SECONDS = 15 * 60;
export const REFRESH_GRACE_SECONDS = 60 * 60;
/** Signer tokens live until the operation ends, at most 30 days. */
export const SIGNER_TOKEN_SECONDS = 30 * DAY_SECONDS;

const ISSUER = 'confirma';

/**
 * Account tokens name the member (`sub`) and the organisation they act for (`org`; a token
 * without it acts for the member's own), and what they stand on: `cid` the API credential's
 * id and `scp` its scope (what it may do within the member's role; `admin` when absent), or
 * `'session'` with `sid` the id of the browser session they were issued from
 * (token-liveness.ts checks it on every use). Signer tokens are bound to one signer (`sub`) of one operation (`op`);
 * `via: 'email'` marks the one written only into the e-mail sent to the signer's address,
 * so whoever presents it showed they read that mailbox.
 */
export type TTokenClaims =
  | { typ: 'account'; sub: string; org?: string; cid: string; sid?: string; scp?: TApiKeyScope }
  | { typ: 'signer'; sub: string; op: string; via?: 'email' }
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
 * Tokens whose signature and issuer jose verified, by key and token: an integrator's bearer
 * (or a signer's) comes with every request, and each verification is a WebCrypto job (a
 * thread-pool round trip). A hit still checks the expiry, with the caller's grace, and the
 * type. Bounded: the oldest entry goes when it is full.
 */
const VERIFIED_CACHE_SIZE = 2048;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, JWTPayload>>();

async function verifiedPayload(key: Uint8Array, token: string): Promise<JWTPayload> {
  let cache = verifiedTokens.get(key);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(key, cache);
  }
  const known = cache.get(token);
  if (known) return known;
  // Expiry is checked by the caller, for cached and new tokens alike.
  const { payload } = await jwtVerify(token, await hmacKey(key), {
    issuer: ISSUER,
    algorithms: ['HS256'],
    currentDate: new Date(0),
  });
  if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(token, payload);
  return payload;
}

/**
 * Verifies signature, issuer, expiry and type. `graceSeconds` accepts a token that expired
 * at most that long ago (refresh). Any failure is UNAUTHORIZED.
 */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  options: { typ: TTokenClaims['typ'] | 'any'; graceSeconds?: number },
): Promise<TVerifiedToken> {
  let payload: JWTPayload;
  try {
    payload = await verifiedPayload(key, token);
  } catch {
    throw new AppError('UNAUTHORIZED', 'The token is not valid');
  }
  if (typeof payload.exp !== 'number') {
    throw new AppError('UNAUTHORIZED', 'The token is not valid');
  }
  if (payload.exp + (options.graceSeconds ?? 0) <= Date.now() / 1000) {
    throw new AppError('UNAUTHORIZED', 'The token has expired');
  }
  const typeOk =
    options.typ === 'any'
      ? payload.typ === 'account' || payload.typ === 'signer'
      : payload.typ === options.typ;
  if (!typeOk || typeof payload.sub !== 'string') {
    throw new AppError('UNAUTHORIZED', 'The token is not valid');
  }
  return payload as unknown as TVerifiedToken;
}

/** The bearer value of an Authorization header, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
