import { ORGANIZATION_ACTIONS, ORGANIZATION_ROLES } from '@confirma/contracts/organizations';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /**
     * better-auth's organization plugin: the organisation the session acts for (one the
     * user is a member of); null until one is chosen, then the user's own is used.
     */
    activeOrganizationId: text('active_organization_id'),
    /**
     * How this session signed in (`TSignedInWith`, auth.ts: 'password', 'password+totp',
     * 'password+backup-code', 'passkey', 'google'); null when not known (sessions older
     * than the column). A session that replaces another keeps the other's.
     */
    signedInWith: text('signed_in_with'),
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
 * A user's passkeys (better-auth's passkey plugin, WebAuthn): the credential's id and
 * public key (COSE, base64), the signature counter the authenticator last reported, and
 * what the authenticator said of itself (single or multi-device, backed up, transports,
 * AAGUID). No secret: the private key never leaves the person's device.
 */
export const authPasskeys = pgTable(
  'auth_passkeys',
  {
    id: text('id').primaryKey(),
    /** The person's own name for it ("Work laptop"); null until named. */
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** WebAuthn credential id (base64url): one passkey, one row. */
    credentialID: text('credential_id').notNull().unique(),
    counter: integer('counter').notNull(),
    /** 'singleDevice' or 'multiDevice' (synced by a password manager). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** Comma-separated WebAuthn transports ('internal,hybrid'). */
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [index('auth_passkeys_user_idx').on(table.userId)],
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
    /**
     * The organisation it signs people in to (null only for the instant between the
     * plugin's insert and the bridge's update, in one request).
     */
    organizationId: text('organization_id').references(() => authOrganizations.id, {
      onDelete: 'cascade',
    }),
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

/**
 * An organisation (better-auth's organization plugin): the business that owns operations,
 * templates, credits, keys and webhooks, worked on by its members. Every user has one of
 * their own from sign-up, whose id is the user's id (`personal`).
 */
export const authOrganizations = pgTable('auth_organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  /** The organisation its first member got at sign-up (its id is theirs); never deleted alone. */
  personal: boolean('personal').notNull().default(false),
  /** Members must sign in with a second factor (TOTP or a passkey) to act for it. */
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  /** Whether senders see every operation of the organisation, or only their own. */
  sendersSeeAll: boolean('senders_see_all').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's membership of an organisation, with their role (ZOrganizationRole). */
export const authMembers = pgTable(
  'auth_members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull(),
    /** Credits this member may spend each calendar month (UTC); null: no limit. */
    monthlyCreditLimit: integer('monthly_credit_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member last chose to act for it: a new sign-in starts there. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_members_organization_user_idx').on(table.organizationId, table.userId),
    index('auth_members_user_idx').on(table.userId),
    check('auth_members_limit_check', sql`${table.monthlyCreditLimit} >= 0`),
  ],
);

/** An invitation to join an organisation, by e-mail: pending until accepted, rejected, canceled or expired. */
export const authInvitations = pgTable(
  'auth_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ORGANIZATION_ROLES }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected', 'canceled'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One pending invitation per address and organisation, even when two are sent at once.
    uniqueIndex('auth_invitations_pending_idx')
      .on(table.organizationId, sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending'`),
    index('auth_invitations_email_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * The organisation's audit log: who invited, changed a role, removed a member, created a
 * key, sent, reviewed or exported. Append-only; its owners and admins read and export it.
 * Written in the transaction of what it records.
 */
export const organizationEvents = pgTable(
  'organization_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => authOrganizations.id, { onDelete: 'cascade' }),
    /** The member who did it; null for the platform, or once the person is erased. */
    actorUserId: text('actor_user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    action: text('action', { enum: ORGANIZATION_ACTIONS }).notNull(),
    /** What it was about: an e-mail address, an operation id, a key's label. */
    target: text('target'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('organization_events_organization_idx').on(table.organizationId, table.id)],
);

export const AUTH_SCHEMA = {
  organization: authOrganizations,
  member: authMembers,
  invitation: authInvitations,
  user: authUsers,
  session: authSessions,
  account: authAccounts,
  verification: authVerifications,
  twoFactor: authTwoFactors,
  passkey: authPasskeys,
  ssoProvider: authSsoProviders,
};
