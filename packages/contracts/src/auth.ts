import { z } from 'zod/mini';

/**
 * The answers of better-auth under /api/auth, as the web reads them. better-auth writes
 * them, not our routes, so these schemas describe rather than enforce: the accounts
 * integration test parses the server's real answers with them, and the web tests' fake
 * answers must pass them too. Objects are loose: better-auth sends more than we read.
 */

/** A user as better-auth answers it (it adds image, createdAt, updatedAt). */
export const ZAuthUser = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  /** Two-step sign-in (TOTP) is on; absent or null reads as off. */
  twoFactorEnabled: z.nullish(z.boolean()),
});

/** GET /api/auth/get-session: the signed-in user, or null for a visitor (never a 401). */
export const ZAuthSession = z.nullable(
  z.looseObject({
    user: ZAuthUser,
    session: z.looseObject({ expiresAt: z.string() }),
  }),
);
export type TAuthSession = z.infer<typeof ZAuthSession>;

/**
 * POST /api/auth/sign-up/email: no session token until the address is verified. A known
 * address gets the same answer, with a user that is not stored (no enumeration).
 */
export const ZAuthSignUpResponse = z.looseObject({ token: z.null(), user: ZAuthUser });

/**
 * POST /api/auth/sign-in/email with two-step sign-in on: no session yet, only a short-lived
 * challenge cookie that /two-factor/verify-totp or /verify-backup-code answers.
 */
export const ZAuthTwoFactorRedirect = z.looseObject({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.optional(z.array(z.string())),
});

/** POST /api/auth/sign-in/email: the session cookie is set; the body repeats its token. */
export const ZAuthSignInResponse = z.looseObject({
  redirect: z.boolean(),
  token: z.string(),
  user: ZAuthUser,
});

/** Every answer of POST /api/auth/sign-in/email: signed in, or the second step's challenge. */
export const ZAuthSignInAnswer = z.union([ZAuthSignInResponse, ZAuthTwoFactorRedirect]);

/**
 * POST /api/auth/two-factor/verify-totp and /verify-backup-code: the second step passed (or,
 * signed in, the first code that turns two-step sign-in on); a new session cookie is set.
 */
export const ZAuthTwoFactorVerified = z.looseObject({ token: z.string(), user: ZAuthUser });

/**
 * POST /api/auth/two-factor/enable: the secret as an otpauth:// URI for the authenticator app
 * and the backup codes. Two-step sign-in is on only once a code from the app is verified.
 */
export const ZAuthTwoFactorEnabled = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

/** POST /api/auth/two-factor/generate-backup-codes: new codes; the old ones stop working. */
export const ZAuthBackupCodes = z.looseObject({
  status: z.boolean(),
  backupCodes: z.array(z.string()),
});

/**
 * POST /api/auth/request-password-reset (the same for unknown addresses, with a
 * `message`), /reset-password, /send-verification-email and /two-factor/disable.
 */
export const ZAuthStatusResponse = z.looseObject({ status: z.boolean() });

/**
 * One of the user's passkeys, as GET /api/auth/passkey/list-user-passkeys lists them and
 * POST /passkey/verify-registration answers the new one: its name (null until named) and
 * when it was added. The public key and credential id come too; they are not secret.
 */
export const ZAuthPasskey = z.looseObject({
  id: z.string(),
  name: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
});
export type TAuthPasskey = z.infer<typeof ZAuthPasskey>;

/** GET /api/auth/passkey/list-user-passkeys: the signed-in user's passkeys. */
export const ZAuthPasskeys = z.array(ZAuthPasskey);

/** POST /api/auth/passkey/update-passkey: the passkey renamed. */
export const ZAuthPasskeyUpdated = z.looseObject({ passkey: ZAuthPasskey });

/**
 * GET /api/auth/passkey/generate-register-options and /generate-authenticate-options:
 * WebAuthn's options (JSON form) for the browser; a five-minute challenge cookie is set.
 */
export const ZAuthPasskeyOptions = z.looseObject({ challenge: z.string() });

/** POST /api/auth/passkey/verify-authentication: signed in; the session cookie is set. */
export const ZAuthPasskeySignIn = z.looseObject({
  session: z.looseObject({ token: z.string() }),
  user: ZAuthUser,
});

/**
 * POST /api/auth/sign-in/sso: where the browser goes next, the identity provider of the
 * organisation that owns the e-mail's domain (OpenID authorization or SAML AuthnRequest).
 */
export const ZAuthSsoStart = z.looseObject({ url: z.string(), redirect: z.boolean() });

/**
 * better-auth's own error answer (EMAIL_NOT_VERIFIED, INVALID_EMAIL_OR_PASSWORD,
 * INVALID_TOKEN, PASSWORD_TOO_LONG, VALIDATION_ERROR…). Our guards in front of it (rate
 * limits) answer problem+json (`ZProblem`) instead, and so do the passkey endpoints' refusals.
 */
export const ZAuthError = z.object({ code: z.string().check(z.minLength(1)), message: z.string() });
