import { z } from 'zod';
import { ZLedgerEntry } from './account.ts';
import { SIGNATURE_TYPES } from './constants.ts';
import { CONTACT_KINDS, CONTACT_OPERATION_TYPES, CONTACT_STATES } from './contact.ts';
import { OPERATION_STATUSES } from './operations.ts';

/**
 * The back office: the payloads of /api/admin/* for the `admin` role.
 * Accounts (search, detail, credit adjustment, the admin role), contact requests (states
 * and notes), operations counts and the audit log. The payments part is in payments.ts.
 * Messages are i18n keys of the web client's `admin` namespace.
 */

const m = (key: string) => ({ message: `admin:validation.${key}` });

/** Free-text search: trimmed, empty means none. */
const search = z.string().trim().max(200).optional();
const pageLimit = z.coerce.number().int().min(1).max(100).default(20);

/** Why an administrator changes something: required, kept in the audit log. */
export const ZAdminReason = z.string().trim().min(3, m('reasonRequired')).max(500, m('reasonMax'));

/** GET /api/admin/me: the signed-in administrator (403 for everyone else). */
export const ZAdminMe = z.object({ userId: z.string(), email: z.string(), name: z.string() });
export type TAdminMe = z.infer<typeof ZAdminMe>;

// Accounts -------------------------------------------------------------------------------

/** A balance as the back office sees it: with the debt (credits owed after a refund). */
export const ZAdminBalance = z.object({
  current: z.number().int(),
  used: z.number().int(),
  total: z.number().int(),
  debt: z.number().int(),
});
export type TAdminBalance = z.infer<typeof ZAdminBalance>;

export const ZAdminAccountsQuery = z.object({
  /** Part of the e-mail address or of the name, case-insensitive. */
  q: search,
  cursor: z.string().max(300).optional(),
  limit: pageLimit,
});
export type TAdminAccountsQuery = z.infer<typeof ZAdminAccountsQuery>;

export const ZAdminAccountSummary = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  /** Holds the reviewer role (the identification review desk). */
  isReviewer: z.boolean(),
  balance: ZAdminBalance,
});
export type TAdminAccountSummary = z.infer<typeof ZAdminAccountSummary>;

/** Newest sign-ups first; `nextCursor` is null on the last page. */
export const ZAdminAccountsResponse = z.object({
  accounts: z.array(ZAdminAccountSummary),
  nextCursor: z.string().nullable(),
});
export type TAdminAccountsResponse = z.infer<typeof ZAdminAccountsResponse>;

export const ZAdminUserParams = z.object({ userId: z.string().min(1).max(100) });

export const ZOperationCount = z.object({
  status: z.enum(OPERATION_STATUSES),
  count: z.number().int(),
});

export const ZAdminAccountDetail = ZAdminAccountSummary.extend({
  lastLoginAt: z.string().nullable(),
  /** Two-step verification is on (an administrator may turn it off for account recovery). */
  twoFactorEnabled: z.boolean(),
  profile: z.object({
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string(),
    address: z.string(),
    postalcode: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    companyName: z.string(),
    taxId: z.string(),
    language: z.enum(['es', 'en', 'it']),
  }),
  /** The account's operations by status (the status readers see: EXPIRED when due). */
  operations: z.array(ZOperationCount),
  /** The newest page of the ledger; more with GET .../ledger?cursor=. */
  ledger: z.object({ entries: z.array(ZLedgerEntry), nextCursor: z.number().int().nullable() }),
});
export type TAdminAccountDetail = z.infer<typeof ZAdminAccountDetail>;

/** Longest single adjustment, either way. */
export const ADJUST_CREDITS_MAX = 100_000;

/** POST /api/admin/accounts/{userId}/credits: add (positive) or take (negative) credits. */
export const ZAdjustCreditsRequest = z
  .object({
    amount: z.coerce
      .number(m('amountInvalid'))
      .int(m('amountInvalid'))
      .min(-ADJUST_CREDITS_MAX, m('amountInvalid'))
      .max(ADJUST_CREDITS_MAX, m('amountInvalid'))
      .refine((amount) => amount !== 0, m('amountInvalid')),
    reason: ZAdminReason,
  })
  .describe(
    'Send an `Idempotency-Key` header: the same key again answers the first entry with ' +
      '`replayed: true` and changes nothing; the same key with another amount is 409 ' +
      'CONFLICT. A negative amount beyond the balance is 409 CREDITS_BELOW_ZERO, nothing ' +
      'written; a positive one pays a debt first.',
  );
export type TAdjustCreditsRequest = z.infer<typeof ZAdjustCreditsRequest>;

export const ZAdjustCreditsResponse = z.object({
  entry: ZLedgerEntry,
  balance: ZAdminBalance,
  /** True when an earlier request with the same Idempotency-Key made the change. */
  replayed: z.boolean(),
});
export type TAdjustCreditsResponse = z.infer<typeof ZAdjustCreditsResponse>;

export { ZIdempotencyKey } from './idempotency.ts';

/** PUT /api/admin/accounts/{userId}/role: grant (admin: true) or revoke the admin role. */
export const ZAdminRoleRequest = z.object({ admin: z.boolean(), reason: ZAdminReason });
export type TAdminRoleRequest = z.infer<typeof ZAdminRoleRequest>;
export const ZAdminRoleResponse = z.object({ userId: z.string(), isAdmin: z.boolean() });
export type TAdminRoleResponse = z.infer<typeof ZAdminRoleResponse>;

/**
 * PUT /api/admin/accounts/{userId}/reviewer: grant (reviewer: true) or revoke the reviewer
 * role (the platform's identification reviewers), with a reason kept in the audit log.
 */
export const ZReviewerRoleRequest = z.object({ reviewer: z.boolean(), reason: ZAdminReason });
export type TReviewerRoleRequest = z.infer<typeof ZReviewerRoleRequest>;
export const ZReviewerRoleResponse = z.object({ userId: z.string(), isReviewer: z.boolean() });
export type TReviewerRoleResponse = z.infer<typeof ZReviewerRoleResponse>;

/**
 * POST /api/admin/accounts/:userId/two-factor/reset: account recovery for a person who lost
 * their authenticator app and backup codes, once support has checked who they are; the
 * reason says how.
 */
export const ZSecondFactorResetRequest = z.object({ reason: ZAdminReason });
export type TSecondFactorResetRequest = z.infer<typeof ZSecondFactorResetRequest>;
/** `wasOn` false: the account had no second factor, and nothing was done or recorded. */
export const ZSecondFactorResetResponse = z.object({ userId: z.string(), wasOn: z.boolean() });
export type TSecondFactorResetResponse = z.infer<typeof ZSecondFactorResetResponse>;

// Contact requests -------------------------------------------------------------------------

export const ZContactState = z.enum(CONTACT_STATES);
export type TContactState = z.infer<typeof ZContactState>;

/** The moves an administrator may make: on, and CLOSED reopened as CONTACTED. */
export const CONTACT_TRANSITIONS: Record<TContactState, readonly TContactState[]> = {
  RECEIVED: ['CONTACTED'],
  CONTACTED: ['CLOSED'],
  CLOSED: ['CONTACTED'],
};

export const ZAdminContactsQuery = z.object({
  state: ZContactState.optional(),
  kind: z.enum(CONTACT_KINDS).optional(),
  /** Part of the name, e-mail, company or message, case-insensitive. */
  q: search,
  /** The last id of the previous page. */
  cursor: z
    .string()
    .regex(/^C\d{13,}$/)
    .optional(),
  limit: pageLimit,
});
export type TAdminContactsQuery = z.infer<typeof ZAdminContactsQuery>;

export const ZAdminContact = z.object({
  id: z.string(),
  kind: z.enum(CONTACT_KINDS),
  state: ZContactState,
  lang: z.enum(['es', 'en', 'it']),
  name: z.string(),
  lastname: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  nif: z.string().nullable(),
  operationType: z.enum(CONTACT_OPERATION_TYPES).nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminContact = z.infer<typeof ZAdminContact>;

export const ZAdminContactsResponse = z.object({
  contacts: z.array(ZAdminContact),
  nextCursor: z.string().nullable(),
});
export type TAdminContactsResponse = z.infer<typeof ZAdminContactsResponse>;

export const ZContactNote = z.object({
  id: z.number().int(),
  authorEmail: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type TContactNote = z.infer<typeof ZContactNote>;

export const ZAdminContactDetail = ZAdminContact.extend({ notes: z.array(ZContactNote) });
export type TAdminContactDetail = z.infer<typeof ZAdminContactDetail>;

export const ZContactParams = z.object({ contactId: z.string().regex(/^C\d{13,}$/) });

const noteText = z.string().trim().min(1, m('noteRequired')).max(2000, m('noteMax'));

/** POST /api/admin/contacts/{contactId}/state: the next state, with an optional note. */
export const ZContactStateRequest = z.object({
  state: ZContactState.describe(
    'RECEIVED → CONTACTED, CONTACTED → CLOSED, CLOSED → CONTACTED; any other move is 409 CONFLICT.',
  ),
  note: noteText.optional(),
});
export type TContactStateRequest = z.infer<typeof ZContactStateRequest>;

/** POST /api/admin/contacts/{contactId}/notes. */
export const ZContactNoteRequest = z.object({ note: noteText });
export type TContactNoteRequest = z.infer<typeof ZContactNoteRequest>;

// Operations counts -------------------------------------------------------------------------

export const ZOperationsStats = z.object({
  total: z.number().int(),
  byStatus: z
    .array(ZOperationCount)
    .describe('Statuses as readers see them: an operation past its end date counts as EXPIRED.'),
  byType: z.array(z.object({ signatureType: z.enum(SIGNATURE_TYPES), count: z.number().int() })),
  /** Operations created per UTC day, the last 30 days, oldest first, days without any as 0. */
  byDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Credits spent on operations (ledger spends net of refunds): ever and in the last 30 days. */
  creditsSpent: z.object({ total: z.number().int(), last30Days: z.number().int() }),
});
export type TOperationsStats = z.infer<typeof ZOperationsStats>;

// Audit log ---------------------------------------------------------------------------------

export const ZAuditQuery = z.object({
  actor: search.describe("The actor's user id, or part of their e-mail."),
  action: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('An action, exactly (`credits.adjust`), or a prefix ending in `.` (`credits.`).'),
  targetType: z.string().trim().max(50).optional(),
  targetId: z.string().trim().max(200).optional(),
  /** Entries older than this id (the previous page's `nextCursor`). */
  cursor: z.coerce.number().int().positive().optional(),
  limit: pageLimit,
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

/** What the audit log records: every administrator action, and what it acted on. */
export const ADMIN_AUDIT_ACTIONS = [
  'credits.adjust',
  'role.grant',
  'role.revoke',
  'contact.state',
  'contact.note',
  'payment.refund',
  'transfer.confirm',
  'certificate.revoke',
  'two-factor.reset',
] as const;
export type TAdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];
export const ADMIN_AUDIT_TARGETS = [
  'account',
  'user',
  'contact',
  'payment_order',
  'certificate',
] as const;
export type TAdminAuditTarget = (typeof ADMIN_AUDIT_TARGETS)[number];

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actorUserId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditResponse = z.object({
  entries: z.array(ZAuditEntry),
  nextCursor: z.number().int().nullable(),
});
export type TAuditResponse = z.infer<typeof ZAuditResponse>;
