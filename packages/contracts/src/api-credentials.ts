import { z } from 'zod';
import { ZApiKeyScope } from './organizations.ts';

/**
 * API credentials (My Account → API): a username and secret pair an integrator's server
 * exchanges for a token at POST /api/v2/login. The secret is shown once, at creation; the
 * list shows only its last four characters.
 */

export const API_CREDENTIAL_LABEL_MAX = 80;

export const ZApiCredentialCreate = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'validation.nameRequired')
    .max(API_CREDENTIAL_LABEL_MAX, 'validation.tooLong'),
  /** What the key may do (SCOPE_PERMISSIONS), within its creator's role. */
  scope: ZApiKeyScope,
});
export type TApiCredentialCreate = z.infer<typeof ZApiCredentialCreate>;

export const ZApiCredential = z.object({
  id: z.string(),
  /** The public half, `cfm_…`: the `username` of POST /api/v2/login. */
  username: z.string(),
  label: z.string(),
  scope: ZApiKeyScope,
  /** The member who created it: the key acts as them. */
  createdBy: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  /** The secret's last four characters ('' for credentials made before they were kept). */
  secretLast4: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** When it was revoked: from then on neither it nor its tokens are accepted. */
  revokedAt: z.string().nullable(),
});
export type TApiCredential = z.infer<typeof ZApiCredential>;

/** The answer of a creation: the only time the secret (`cfs_…`) is shown. */
export const ZApiCredentialWithSecret = ZApiCredential.extend({ secret: z.string() });
export type TApiCredentialWithSecret = z.infer<typeof ZApiCredentialWithSecret>;

/**
 * What a creation answers: 201 with the secret, or, to a retry with the same
 * Idempotency-Key (the first answer was lost), 200 with the credential it made and no
 * secret: a secret is shown once, and is not kept to be shown again.
 */
export const ZApiCredentialCreated = z.union([ZApiCredentialWithSecret, ZApiCredential]);
export type TApiCredentialCreated = z.infer<typeof ZApiCredentialCreated>;

export const ZApiCredentialListQuery = z.object({
  /** `nextCursor` of the previous page. */
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TApiCredentialListQuery = z.infer<typeof ZApiCredentialListQuery>;

/** Newest first, revoked ones included (with their `revokedAt`). */
export const ZApiCredentialList = z.object({
  credentials: z.array(ZApiCredential),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type TApiCredentialList = z.infer<typeof ZApiCredentialList>;
