import { queueAfterTransactionHook } from '@better-auth/core/context';
import { ACCOUNT_PASSWORD } from '@confirma/contracts/constants';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { organization } from 'better-auth/plugins/organization';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { DAY_SECONDS } from '../../platform/time-units.ts';
import {
  requestLanguage,
  resetPasswordMail,
  type TMailLanguage,
  verificationMail,
} from './account-mails.ts';
import { touchLastLogin } from './accounts-queries.ts';
import { AUTH_SCHEMA } from './accounts-schema.ts';
import { releasingAsyncContext } from './auth-async-context.ts';
import { lastActiveOrganization } from './last-active-organization.ts';
import { releaseOrganizationsOf } from './organization-membership.ts';
import { passkeySignIn } from './passkey-sign-in.ts';
import { signedInWithOf } from './signed-in-with.ts';
import { sessionAllowedBySso, singleSignOn, ssoAddressAllowed } from './single-sign-on.ts';

/**
 * What every account must have besides its identity (the profile row, the credit account
 * and the sign-up credits: my-account's ensureAccountDocument). Safe to call again. The
 * user's `name`, when known, fills a new profile's first and last name; `language`: the
 * interface's at sign-up, which the account's e-mails are then written in.
 */
export type TEnsureUserDocument = (
  db: TDbOrTx,
  user: { id: string; name?: string | null | undefined },
  options?: { language?: TMailLanguage },
) => Promise<void>;

/** Request header carrying the client address the HTTP layer saw (set by our bridge only). */
export const CLIENT_IP_HEADER = 'x-confirma-client-ip';

/**
 * better-auth over our database: e-mail + password with required verification, password
 * reset (which ends every other session), Google through OpenID Connect when configured,
 * sessions in HttpOnly SameSite=Lax cookies (Secure behind https). Passwords are hashed
 * with scrypt (better-auth's default, memory-hard).
 */
export function createAuth(
  platform: TPlatform,
  { secret, ensureUserDocument }: { secret: string; ensureUserDocument: TEnsureUserDocument },
) {
  const { config, database } = platform;
  const db = database.db;
  const https = config.PUBLIC_URL.startsWith('https://');
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? genericOAuth({
          config: [
            {
              providerId: 'google',
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              discoveryUrl: config.GOOGLE_DISCOVERY_URL,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            },
          ],
        })
      : undefined;

  const authLog = platform.log.child({ component: 'better-auth' });
  return releasingAsyncContext(
    betterAuth({
      appName: 'Confirma',
      baseURL: config.PUBLIC_URL,
      basePath: '/api/auth',
      secret,
      // The identity providers' origins too: the SSO plugin fetches discovery documents only
      // from trusted origins (single-sign-on.ts).
      trustedOrigins: [new URL(config.PUBLIC_URL).origin, ...config.SSO_IDP_ORIGINS],
      telemetry: { enabled: false },
      // Better Auth's messages (a wrong password, an unknown user) join the process log at their
      // level, instead of its own coloured lines on stderr; details only with an error.
      logger: {
        level: 'debug',
        log: (level, message, ...details) =>
          authLog[level](level === 'error' && details.length > 0 ? { details } : {}, message),
      },
      database: drizzleAdapter(db, { provider: 'pg', schema: AUTH_SCHEMA, transaction: true }),
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: true,
        // The bridge applies the whole rule first (check-new-password.ts); these bounds hold
        // for anything better-auth itself sets a password by.
        minPasswordLength: ACCOUNT_PASSWORD.minLength,
        maxPasswordLength: ACCOUNT_PASSWORD.maxLength,
        autoSignIn: false,
        revokeSessionsOnPasswordReset: true,
        resetPasswordTokenExpiresIn: 60 * 60,
        sendResetPassword: async ({ user, url }, request) => {
          const language = requestLanguage(request);
          const mail = resetPasswordMail(language, user.name, url);
          await afterTransaction(() =>
            platform.queueMail(db, { to: user.email, language, ...mail }),
          );
        },
      },
      emailVerification: {
        sendOnSignUp: true,
        autoSignInAfterVerification: false,
        expiresIn: DAY_SECONDS,
        sendVerificationEmail: async ({ user, url }, request) => {
          const language = requestLanguage(request);
          const mail = verificationMail(language, user.name, url);
          await afterTransaction(() =>
            platform.queueMail(db, { to: user.email, language, ...mail }),
          );
        },
      },
      user: {
        deleteUser: {
          enabled: true,
          // The organisations only they belong to go with them; being the last owner of one
          // with other members stops the erasure (LAST_OWNER).
          beforeDelete: async (user) => {
            await db.transaction((tx) => releaseOrganizationsOf(tx, { userId: user.id }));
          },
        },
      },
      session: {
        // "Remember me": 30 days; otherwise better-auth issues a browser-session cookie.
        expiresIn: 30 * DAY_SECONDS,
        updateAge: DAY_SECONDS,
        // How the session signed in (signed-in-with.ts), set by the create hook below.
        additionalFields: {
          signedInWith: { type: 'string', required: false, input: false },
        },
      },
      // Our own limiter (platform/http/rate-limit.ts) guards these routes per IP and account.
      rateLimit: { enabled: false },
      advanced: {
        useSecureCookies: https,
        cookiePrefix: 'confirma',
        defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
        ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      },
      databaseHooks: databaseHooks(db, ensureUserDocument),
      plugins: [
        ...(google ? [google] : []),
        secondFactor(),
        passkeySignIn(config.PUBLIC_URL),
        organizations(),
        singleSignOn(secret),
      ],
    }),
  );
}

/**
 * What better-auth does around its writes: a user created is checked against the SSO
 * providers' domains and given their account document; a session is opened only where SSO
 * allows it, records how it signed in, and marks the last login.
 */
function databaseHooks(
  db: TDb,
  ensureUserDocument: TEnsureUserDocument,
): BetterAuthOptions['databaseHooks'] {
  return {
    user: {
      create: {
        // An organisation's identity provider creates only addresses of its domains.
        before: async (user, context) =>
          (await ssoAddressAllowed(user.email, context)) ? undefined : false,
        // The sign-up's language (x-lang, else Accept-Language) becomes the account's, and
        // the name given at sign-up (or by Google) the profile's first and last name.
        after: async (user, context) => {
          const language = requestLanguage(context?.request);
          await db.transaction((tx) => ensureUserDocument(tx, user, { language }));
        },
      },
    },
    session: {
      create: {
        // A domain that enforces its provider opens sessions only through it (Google too).
        // How it signed in, from the endpoint creating it; a session that replaces
        // another (two-step sign-in turned on or off) carries the other's and keeps it.
        // A new sign-in acts for the organisation the user last chose (still a member).
        before: async (session, context) => {
          if (!(await sessionAllowedBySso(session.userId, context))) return false;
          const active =
            'activeOrganizationId' in session && session.activeOrganizationId
              ? session.activeOrganizationId
              : await lastActiveOrganization(session.userId, context);
          return {
            data: {
              ...session,
              activeOrganizationId: active,
              signedInWith:
                'signedInWith' in session ? session.signedInWith : signedInWithOf(context),
            },
          };
        },
        // A successful login updates lastloginDate.
        after: async (session) => {
          await ensureUserDocument(db, { id: session.userId });
          await touchLastLogin(db, { userId: session.userId });
        },
      },
    },
  };
}

/**
 * Runs `write` once better-auth's transaction, if it is in one, committed (at once
 * otherwise): an SSO sign-in creates its user inside a transaction, and a mail queued on
 * the database handle meanwhile would wait for the connection that transaction holds.
 */
const afterTransaction = (write: () => Promise<unknown>) =>
  queueAfterTransactionHook(async () => void (await write()));

/** How long a sign-in waits for its second factor, and a trusted device skips it. */
const TWO_FACTOR_CHALLENGE_SECONDS = 10 * 60;
const TRUSTED_DEVICE_SECONDS = 30 * DAY_SECONDS;

/**
 * Two-factor sign-in (better-auth's plugin): a TOTP authenticator app and ten single-use
 * backup codes, both kept encrypted with the auth secret. It is on for a user once a code
 * from their app confirmed it; a password sign-in then answers `twoFactorRedirect` and no
 * session until a code is given. Its own rate limit is off with the rest (ours counts the
 * code checks, call-better-auth.ts); it also counts the tries of each sign-in's challenge.
 */
function secondFactor() {
  return twoFactor({
    issuer: 'Confirma',
    twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
    trustDeviceMaxAge: TRUSTED_DEVICE_SECONDS,
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
  });
}

/** How long an invitation to an organisation can be accepted. */
export const INVITATION_SECONDS = 7 * DAY_SECONDS;

/**
 * Organisations (better-auth's organization plugin): its tables, the session's active
 * organisation and its checks of who may join. What members may do is ours
 * (@confirma/contracts/organizations' ROLE_PERMISSIONS, checked on every route); the
 * plugin's own endpoints are not exposed (the organisations module's routes call it).
 */
function organizations() {
  return organization({
    allowUserToCreateOrganization: false,
    creatorRole: 'owner',
    invitationExpiresIn: INVITATION_SECONDS,
    cancelPendingInvitationsOnReInvite: true,
    requireEmailVerificationOnInvitation: true,
    disableOrganizationDeletion: true,
    // When the member last chose to act for it (switch-organization.ts): read at sign-in.
    schema: {
      member: {
        additionalFields: { lastActiveAt: { type: 'date', required: false, input: false } },
      },
    },
  });
}

export type TAuth = ReturnType<typeof createAuth>;

/**
 * Told when sessions end (sign-out, password reset, erasure), so that what stands on them
 * stops at once in this process: the tokens module's liveness cache.
 */
export interface TSessionEndListener {
  forgetUser(userId: string): void;
  forgetAll(): void;
}
