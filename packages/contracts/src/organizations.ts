import { z } from 'zod';

/**
 * The roles of an organisation's members. owner: everything, ownership included; admin:
 * members, settings, keys and all the work; sender: creates and sends; reviewer: decides
 * identifications under review; viewer: reads; billing: buys credits and reads invoices;
 * kiosk: the reception tablet, which checks guests in at the establishments and does nothing
 * else.
 */
export const ORGANIZATION_ROLES = [
  'owner',
  'admin',
  'sender',
  'reviewer',
  'viewer',
  'billing',
  'kiosk',
] as const;
export const ZOrganizationRole = z.enum(ORGANIZATION_ROLES);
export type TOrganizationRole = z.infer<typeof ZOrganizationRole>;

/**
 * What a route asks of the member calling it. member: any member (their own balance, the
 * organisation's name); read: the organisation's work (operations, templates, register,
 * contacts); send: create and send operations, templates, bulk sends, OCR, notifications;
 * review: identification reviews; billing: buy credits, invoices, the ledger; manage:
 * members, invitations, settings, brand, API keys, webhooks, embedding; audit: the
 * organisation's audit log; own: ownership and the organisation itself; checkin: check
 * guests in at an establishment's reception (the kiosk), paid by the organisation.
 */
export const PERMISSIONS = [
  'member',
  'read',
  'send',
  'review',
  'billing',
  'manage',
  'audit',
  'own',
  'checkin',
] as const;
export const ZPermission = z.enum(PERMISSIONS);
export type TPermission = z.infer<typeof ZPermission>;

/** Each role's permissions: the one table both the server and the web read. */
export const ROLE_PERMISSIONS: Readonly<Record<TOrganizationRole, readonly TPermission[]>> = {
  owner: PERMISSIONS,
  admin: ['member', 'read', 'send', 'review', 'billing', 'manage', 'audit', 'checkin'],
  sender: ['member', 'read', 'send', 'checkin'],
  reviewer: ['member', 'read', 'review'],
  viewer: ['member', 'read'],
  billing: ['member', 'billing'],
  kiosk: ['member', 'checkin'],
};

/** Whether a role may do what a permission covers. */
export function roleMay(role: TOrganizationRole, permission: TPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * What an API key may do, chosen at its creation. read: the organisation's work; send: that
 * and creating and sending (guest check-ins at a reception too); identification: reading
 * and deciding identifications; admin: everything its creator's role allows. A key's token holds its creator's role permissions
 * that its scope also lists, so a key never does more than the member who made it.
 */
export const API_KEY_SCOPES = ['send', 'read', 'identification', 'admin'] as const;
export const ZApiKeyScope = z.enum(API_KEY_SCOPES);
export type TApiKeyScope = z.infer<typeof ZApiKeyScope>;

/** Each API key scope's permissions, beside ROLE_PERMISSIONS. */
export const SCOPE_PERMISSIONS: Readonly<Record<TApiKeyScope, readonly TPermission[]>> = {
  read: ['member', 'read'],
  send: ['member', 'read', 'send', 'checkin'],
  identification: ['member', 'read', 'review'],
  admin: PERMISSIONS,
};

/** What a key of `scope` made by a member of `role` may do: both tables agree on it. */
export function scopePermissions(role: TOrganizationRole, scope: TApiKeyScope): TPermission[] {
  return ROLE_PERMISSIONS[role].filter((permission) =>
    SCOPE_PERMISSIONS[scope].includes(permission),
  );
}

/**
 * Whether a member of `role` may create a key of `scope`: one that does no more than their
 * role (admin: a role that manages the organisation, as creating any key asks anyway).
 */
export function roleMayGrantScope(role: TOrganizationRole, scope: TApiKeyScope): boolean {
  if (scope === 'admin') return roleMay(role, 'manage');
  return SCOPE_PERMISSIONS[scope].every((permission) => roleMay(role, permission));
}

/** The roles an invitation or a role change may give: ownership moves only by a transfer. */
export const ZAssignableRole = ZOrganizationRole.exclude(['owner']);
export type TAssignableRole = z.infer<typeof ZAssignableRole>;

export const ORGANIZATION_NAME_MAX = 120;

/** One of the caller's organisations, for the switcher. */
export const ZOrganizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The organisation the user got at sign-up (its id is theirs). */
  personal: z.boolean(),
  role: ZOrganizationRole,
  /** The one the session acts for. */
  active: z.boolean(),
});
export type TOrganizationSummary = z.infer<typeof ZOrganizationSummary>;

export const ZMyOrganizations = z.object({ organizations: z.array(ZOrganizationSummary) });
export type TMyOrganizations = z.infer<typeof ZMyOrganizations>;

export const ZSwitchOrganization = z.object({ organizationId: z.string().min(1).max(200) });
export type TSwitchOrganization = z.infer<typeof ZSwitchOrganization>;

/** The organisation the session acts for, its settings, and what the caller may do in it. */
export const ZOrganization = z.object({
  id: z.string(),
  name: z.string(),
  personal: z.boolean(),
  /** Members must sign in with a second factor (TOTP or a passkey) to act for it. */
  requireSecondFactor: z.boolean(),
  /** Senders see every operation of the organisation (else only their own). */
  sendersSeeAll: z.boolean(),
  role: ZOrganizationRole,
  permissions: z.array(ZPermission),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZOrganizationUpdate = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'validation.nameRequired')
      .max(ORGANIZATION_NAME_MAX, 'validation.tooLong')
      .optional(),
    requireSecondFactor: z.boolean().optional(),
    sendersSeeAll: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'validation.nothingToChange',
  });
export type TOrganizationUpdate = z.infer<typeof ZOrganizationUpdate>;

export const ZMember = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZOrganizationRole,
  /** Credits the member may spend each calendar month (UTC); null: no limit. */
  monthlyCreditLimit: z.number().int().nullable(),
  /** Credits the member spent this calendar month (UTC), refunds deducted. */
  spentThisMonth: z.number().int(),
  /** Two-step verification is on for this person. */
  twoFactorEnabled: z.boolean(),
  joinedAt: z.string(),
});
export type TMember = z.infer<typeof ZMember>;

export const ZMemberList = z.object({ members: z.array(ZMember) });
export type TMemberList = z.infer<typeof ZMemberList>;

export const MEMBER_CREDIT_LIMIT_MAX = 1_000_000;

export const ZMemberUpdate = z
  .object({
    role: ZAssignableRole.optional(),
    monthlyCreditLimit: z
      .number()
      .int('validation.wholeNumber')
      .min(0, 'validation.tooSmall')
      .max(MEMBER_CREDIT_LIMIT_MAX, 'validation.tooBig')
      .nullable()
      .optional(),
  })
  .refine((update) => update.role !== undefined || update.monthlyCreditLimit !== undefined, {
    message: 'validation.nothingToChange',
  });
export type TMemberUpdate = z.infer<typeof ZMemberUpdate>;

export const ZMemberParams = z.object({ memberId: z.string().min(1).max(200) });

export const ZTransferOwnership = z.object({ memberId: z.string().min(1).max(200) });
export type TTransferOwnership = z.infer<typeof ZTransferOwnership>;

export const INVITATION_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'canceled',
  'expired',
] as const;
export const ZInvitationStatus = z.enum(INVITATION_STATUSES);

export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: ZOrganizationRole,
  /** `expired`: pending past its `expiresAt`. */
  status: ZInvitationStatus,
  expiresAt: z.string(),
  createdAt: z.string(),
  inviterName: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationList = z.object({ invitations: z.array(ZInvitation) });
export type TInvitationList = z.infer<typeof ZInvitationList>;

export const ZInvite = z.object({
  email: z.email('validation.email').trim().toLowerCase().max(254, 'validation.tooLong'),
  role: ZAssignableRole,
});
export type TInvite = z.infer<typeof ZInvite>;

/** An invitation's id: 128 random bits in hex, the secret of its e-mailed link. */
export const INVITATION_ID_SHAPE = /^[0-9a-f]{32}$/;

export const ZInvitationParams = z.object({
  invitationId: z.string().regex(INVITATION_ID_SHAPE),
});

/** An invitation as the person invited sees it, from the e-mailed link. */
export const ZInvitationView = z.object({
  id: z.string(),
  organizationName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role: ZOrganizationRole,
  status: ZInvitationStatus,
  expiresAt: z.string(),
});
export type TInvitationView = z.infer<typeof ZInvitationView>;

/** What the organisation's audit log records. */
export const ORGANIZATION_ACTIONS = [
  'member.invited',
  'invitation.resent',
  'invitation.canceled',
  'member.joined',
  'member.role_changed',
  'member.limit_changed',
  'member.removed',
  'member.left',
  'ownership.transferred',
  'organization.updated',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.deleted',
  'operation.sent',
  'identification.reviewed',
  'operations.exported',
  'audit.exported',
  'establishment.created',
  'establishment.updated',
  'establishment.link_rotated',
  'booking.created',
  'booking.guest_invited',
  'ses_communication.retried',
] as const;
export const ZOrganizationAction = z.enum(ORGANIZATION_ACTIONS);

/** What an `operation.sent` entry says was sent (its `data.kind`). */
export const SENT_OPERATION_KINDS = [
  'signature',
  'identification',
  'traveller',
  'notification',
] as const;
export type TSentOperationKind = (typeof SENT_OPERATION_KINDS)[number];
export type TOrganizationAction = z.infer<typeof ZOrganizationAction>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  action: ZOrganizationAction,
  /** Who did it (null: the platform, or a person since erased). */
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** What it was about: an e-mail address, an operation id, a key's label… */
  target: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({
  entries: z.array(ZAuditEntry),
  nextCursor: z.number().int().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
