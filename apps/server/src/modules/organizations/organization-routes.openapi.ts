import {
  ZAuditPage,
  ZAuditQuery,
  ZInvitation,
  ZInvitationList,
  ZInvitationParams,
  ZInvitationView,
  ZInvite,
  ZMember,
  ZMemberList,
  ZMemberParams,
  ZMemberUpdate,
  ZMyOrganizations,
  ZOrganization,
  ZOrganizationUpdate,
  ZSwitchOrganization,
  ZTransferOwnership,
} from '@confirma/contracts/organizations';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['organizations'];

export const listMyOrganizationsRoute = {
  config: { access: 'session' },
  schema: {
    tags,
    summary: 'The organisations you belong to, with your role in each and the active one',
    response: { 200: ZMyOrganizations, ...problems(401) },
  },
} as const;

export const switchOrganizationRoute = {
  config: { access: 'session' },
  schema: {
    tags,
    summary: 'Act for another of your organisations from now on (this session)',
    description:
      'Everything the session does next (the workspace, credits, keys) is that ' +
      "organisation's. 403 `NOT_A_MEMBER` for one you do not belong to.",
    body: ZSwitchOrganization,
    response: { 200: ZOrganization, ...problems(400, 401, 403) },
  },
} as const;

export const readOrganizationRoute = {
  config: { access: 'member', permission: 'member' },
  schema: {
    tags,
    summary: 'The organisation the session acts for, and what your role lets you do',
    response: { 200: ZOrganization, ...problems(401, 403) },
  },
} as const;

export const updateOrganizationRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: 'Rename the organisation or change its settings (owners and admins)',
    description:
      '`requireSecondFactor`: members must sign in with two-step verification (or a ' +
      'passkey) to act for it; `sendersSeeAll`: senders see every operation, else only ' +
      'their own. Recorded in the audit log.',
    body: ZOrganizationUpdate,
    response: { 200: ZOrganization, ...problems(400, 401, 403) },
  },
} as const;

export const listMembersRoute = {
  config: { access: 'member', permission: 'member' },
  schema: {
    tags,
    summary: "The organisation's members, owners first",
    response: { 200: ZMemberList, ...problems(401, 403) },
  },
} as const;

export const updateMemberRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: "Change a member's role or monthly credit limit",
    description:
      'Never to owner (a transfer does that); only an owner changes an owner; the last ' +
      'owner cannot be demoted (409 `LAST_OWNER`).',
    params: ZMemberParams,
    body: ZMemberUpdate,
    response: { 200: ZMember, ...problems(400, 401, 403, 404, 409) },
  },
} as const;

export const removeMemberRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: 'Remove a member: their API keys for the organisation are revoked',
    description:
      "Their operations stay the organisation's. Only an owner removes an owner; the last " +
      'owner cannot go (409 `LAST_OWNER`).',
    params: ZMemberParams,
    response: { 204: z.null(), ...problems(401, 403, 404, 409) },
  },
} as const;

export const leaveOrganizationRoute = {
  config: { access: 'member', permission: 'member' },
  schema: {
    tags,
    summary: 'Leave the organisation the session acts for',
    description: 'The last owner cannot leave (409 `LAST_OWNER`): transfer ownership first.',
    response: { 204: z.null(), ...problems(401, 403, 409) },
  },
} as const;

export const transferOwnershipRoute = {
  config: { access: 'member', permission: 'own' },
  schema: {
    tags,
    summary: 'Hand ownership to another member; you become an admin',
    body: ZTransferOwnership,
    response: { 204: z.null(), ...problems(400, 401, 403, 404) },
  },
} as const;

export const listInvitationsRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: "The organisation's invitations, newest first",
    response: { 200: ZInvitationList, ...problems(401, 403) },
  },
} as const;

export const inviteRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: 'Invite someone by e-mail, with a role; the link is valid 7 days',
    description:
      '409 `ALREADY_A_MEMBER` for a member, 409 `INVITATION_PENDING` when one is pending ' +
      '(resend it). The e-mail is written in the language of `x-lang`.',
    body: ZInvite,
    response: { 201: ZInvitation, ...problems(400, 401, 403, 409) },
  },
} as const;

export const resendInvitationRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: "Send a pending invitation's e-mail again, valid 7 more days",
    params: ZInvitationParams,
    response: { 200: ZInvitation, ...problems(401, 403, 404, 409) },
  },
} as const;

export const cancelInvitationRoute = {
  config: { access: 'member', permission: 'manage' },
  schema: {
    tags,
    summary: 'Cancel a pending invitation: its link stops working',
    params: ZInvitationParams,
    response: { 204: z.null(), ...problems(401, 403, 404, 409) },
  },
} as const;

export const auditLogRoute = {
  config: { access: 'member', permission: 'audit' },
  schema: {
    tags,
    summary: "The organisation's audit log, newest first (owners and admins)",
    querystring: ZAuditQuery,
    response: { 200: ZAuditPage, ...problems(400, 401, 403) },
  },
} as const;

export const exportAuditLogRoute = {
  config: { access: 'member', permission: 'audit' },
  schema: {
    tags,
    summary: "The organisation's whole audit log as CSV (the export is itself recorded)",
    response: { 200: z.string(), ...problems(401, 403) },
  },
} as const;

export const readInvitationRoute = {
  config: { access: 'anonymous' },
  schema: {
    tags,
    summary: 'An invitation as its e-mailed link shows it (who invites, to what, with what role)',
    params: ZInvitationParams,
    response: { 200: ZInvitationView, ...problems(404) },
  },
} as const;

export const myInvitationsRoute = {
  config: { access: 'session' },
  schema: {
    tags,
    summary: 'The pending invitations sent to your address',
    response: { 200: z.object({ invitations: z.array(ZInvitationView) }), ...problems(401) },
  },
} as const;

export const acceptInvitationRoute = {
  config: { access: 'session' },
  schema: {
    tags,
    summary: 'Accept an invitation sent to your address; the session then acts for it',
    description:
      '403 `INVITATION_OTHER_ADDRESS` for another address, 410 `INVITATION_EXPIRED`, 409 ' +
      '`INVITATION_CLOSED` or `ALREADY_A_MEMBER`.',
    params: ZInvitationParams,
    response: { 200: ZOrganization, ...problems(401, 403, 404, 409, 410) },
  },
} as const;

export const rejectInvitationRoute = {
  config: { access: 'session' },
  schema: {
    tags,
    summary: 'Decline an invitation sent to your address',
    params: ZInvitationParams,
    response: { 204: z.null(), ...problems(401, 403, 404, 409, 410) },
  },
} as const;
