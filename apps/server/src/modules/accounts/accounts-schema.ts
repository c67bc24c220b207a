import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// better-auth's core models (user, session, account, verification). Property
// names are the ones better-auth uses; table and column names are ours.

export const authUsers = pgTable('auth_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** better-auth's two-factor plugin: set once a TOTP code confirmed the authenticator app. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...timestamps,
});

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** better-auth stores the session token; the cookie carries it signed. */
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** scrypt hash (memory-hard), never the password. */
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('auth_accounts_user_idx').on(table.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('auth_verifications_identifier_idx').on(table.identifier)],
);

/**
 * A user's second factor (better-auth's two-factor plugin): the TOTP secret and the backup
 * codes, both encrypted with the auth secret (never in clear), and the plugin's count of
 * failed codes with the lock it sets.
 */
export const authTwoFactors = pgTable(
  'auth_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** False between `enable` and the first code that confirms the app. */
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('auth_two_factors_user_idx').on(table.userId)],
);

/**
 * An organisation's identity provider for single sign-on (better-auth's SSO plugin,
 * single-sign-on.ts): OpenID Connect or SAML 2.0, chosen by the e-mail domain. Both
 * configurations are JSON encrypted with the auth secret (they carry the OpenID client
 * secret and any SAML private key). `enforced`: that domain's people sign in only through
 * it; `default_role`: the role a person it signs in first joins the organisation with.
 */
export const authSsoProviders = pgTable(
  'auth_sso_providers',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull().unique(),
    issuer: text('issuer').notNull(),
    /** The e-mail domain (or domains, comma-separated) the provider signs in. */
    domain: text('domain').notNull(),
    oidcConfig: text('oidc_config'),
    samlConfig: text('saml_config'),
    /** Who registered it. */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** The organisation it signs people in to (null only for the instant between the plugin's insert and the bridge's update, until organisations land). */
    organizationId: text('organization_id'),
    defaultRole: text('default_role').notNull().default('viewer'),
    enforced: boolean('enforced').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_sso_providers_organization_idx').on(table.organizationId)],
);

/**
 * The user document beside better-auth's user: the editable profile, the
 * last login, the subscription and the brand. E-mail and creation date come from
 * `auth_users`.
 */
export const accountProfiles = pgTable(
  'account_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    alias: text('alias').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    postalcode: text('postalcode').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    /** Invoice data: the company (empty for a person) and the tax id (NIF, CIF, VAT number). */
    companyName: text('company_name').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    /** The establishment printed on the account's traveller reports (RD 933/2021). */
    establishmentName: text('establishment_name').notNull().default(''),
    establishmentAddress: text('establishment_address').notNull().default(''),
    establishmentRegistry: text('establishment_registry').notNull().default(''),
    /** The language of the account's e-mails: the interface's at sign-up, then the user's choice. */
    language: text('language', { enum: ['es', 'en', 'it'] })
      .notNull()
      .default('es'),
    /** E-mails about the account's signature requests (ZNotificationPreferences), each on by default. */
    notifySignerSigned: boolean('notify_signer_signed').notNull().default(true),
    notifyAllSigned: boolean('notify_all_signed').notNull().default(true),
    notifyRejected: boolean('notify_rejected').notNull().default(true),
    notifyExpired: boolean('notify_expired').notNull().default(true),
    notifyIdentification: boolean('notify_identification').notNull().default(true),
    /**
     * Who decides the account's identifications under review (ZIdentificationReviewSettings):
     * the platform's reviewers (default) or the owner; and whether a second reviewer, always
     * the platform's, confirms every decision.
     */
    reviewBy: text('review_by', { enum: ['PLATFORM', 'OWNER'] })
      .notNull()
      .default('PLATFORM'),
    reviewFourEyes: boolean('review_four_eyes').notNull().default(false),
    /**
     * The brand the account's signers see (e-mails sent on its behalf, the signing pages'
     * header; ZBrandUpdate): its name (empty: no brand), its colour (`#rrggbb`, readable under
     * white text; null: the product's) and its logo, a blob (SHA-256) the product serves.
     */
    brandName: text('brand_name').notNull().default(''),
    brandColor: text('brand_color'),
    brandLogoSha256: text('brand_logo_sha256'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    currentSubscription: text('current_subscription'),
    subscriptionStartedAt: timestamp('subscription_started_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('account_profiles_brand_color_check', sql`${table.brandColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const AUTH_SCHEMA = {
  user: authUsers,
  session: authSessions,
  account: authAccounts,
  verification: authVerifications,
  twoFactor: authTwoFactors,
  ssoProvider: authSsoProviders,
};
