import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import {
  acceptInvitation,
  cancelInvitation,
  endMembership,
  inviteMember,
  languageOfRequest,
  leaveOrganization,
  listInvitations,
  listMembers,
  listMyOrganizations,
  listOrganizationEvents,
  pendingInvitationsTo,
  readInvitation,
  readOrganization,
  rejectInvitation,
  resendInvitation,
  type TAuth,
  type TMemberPorts,
  type TSessionEndListener,
  transferOwnership,
  updateMember,
  updateOrganization,
} from '../accounts/index.ts';
import { memberSpentThisMonth } from '../credits/index.ts';
import { revokeCredentialsOfMember } from '../tokens/index.ts';
import { exportAuditLog } from './export-audit-log.ts';
import {
  acceptInvitationRoute,
  auditLogRoute,
  cancelInvitationRoute,
  exportAuditLogRoute,
  inviteRoute,
  leaveOrganizationRoute,
  listInvitationsRoute,
  listMembersRoute,
  listMyOrganizationsRoute,
  myInvitationsRoute,
  readInvitationRoute,
  readOrganizationRoute,
  rejectInvitationRoute,
  removeMemberRoute,
  resendInvitationRoute,
  switchOrganizationRoute,
  transferOwnershipRoute,
  updateMemberRoute,
  updateOrganizationRoute,
} from './organization-routes.openapi.ts';
import { switchOrganization } from './switch-organization.ts';

const memberOf = (request: FastifyRequest) => actorOf(request, 'member');

/** What membership changes take of the credits and tokens modules. */
const PORTS: TMemberPorts = {
  spentThisMonth: memberSpentThisMonth,
  revokeKeysOf: revokeCredentialsOfMember,
};

/**
 * Organisations: the switcher, the active organisation's settings, members, invitations and
 * audit log, and the invited person's side. Each route's access and documentation:
 * organization-routes.openapi.ts.
 */
export const organizationRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  auth: TAuth;
  liveness: TSessionEndListener;
}> = async (app, { platform, auth, liveness }) => {
  const db = platform.database.db;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.get('/api/organizations', listMyOrganizationsRoute, async (request) => {
    const { id, organizationId } = actorOf(request, 'session');
    return listMyOrganizations(db, { userId: id, activeId: organizationId });
  });
  app.post('/api/organizations/active', switchOrganizationRoute, async (request) =>
    switchOrganization({ db, auth }, request, {
      userId: actorOf(request, 'session').id,
      organizationId: request.body.organizationId,
    }),
  );

  app.get('/api/organization', readOrganizationRoute, async (request) =>
    readOrganization(db, memberOf(request)),
  );
  app.patch('/api/organization', updateOrganizationRoute, async (request) =>
    updateOrganization(db, memberOf(request), request.body),
  );

  app.get('/api/organization/members', listMembersRoute, async (request) => ({
    members: await listMembers(db, PORTS, { organizationId: memberOf(request).organizationId }),
  }));
  app.patch('/api/organization/members/:memberId', updateMemberRoute, async (request) =>
    updateMember(db, PORTS, memberOf(request), {
      memberId: request.params.memberId,
      update: request.body,
    }),
  );
  app.delete('/api/organization/members/:memberId', removeMemberRoute, async (request, reply) => {
    const removed = await endMembership(db, PORTS, memberOf(request), {
      memberId: request.params.memberId,
    });
    liveness.forgetUser(removed);
    return reply.status(204).send(null);
  });
  app.post('/api/organization/leave', leaveOrganizationRoute, async (request, reply) => {
    const member = memberOf(request);
    await leaveOrganization(db, PORTS, member);
    liveness.forgetUser(member.userId);
    return reply.status(204).send(null);
  });
  app.post('/api/organization/transfer', transferOwnershipRoute, async (request, reply) => {
    await transferOwnership(db, memberOf(request), { memberId: request.body.memberId });
    return reply.status(204).send(null);
  });

  app.get('/api/organization/invitations', listInvitationsRoute, async (request) => ({
    invitations: await listInvitations(db, { organizationId: memberOf(request).organizationId }),
  }));
  app.post('/api/organization/invitations', inviteRoute, async (request, reply) => {
    const invitation = await inviteMember(platform, memberOf(request), {
      ...request.body,
      language: languageOfRequest(request),
    });
    return reply.status(201).send(invitation);
  });
  app.post(
    '/api/organization/invitations/:invitationId/resend',
    resendInvitationRoute,
    async (request) =>
      resendInvitation(platform, memberOf(request), {
        invitationId: request.params.invitationId,
        language: languageOfRequest(request),
      }),
  );
  app.delete(
    '/api/organization/invitations/:invitationId',
    cancelInvitationRoute,
    async (request, reply) => {
      await cancelInvitation(db, memberOf(request), { invitationId: request.params.invitationId });
      return reply.status(204).send(null);
    },
  );

  app.get('/api/organization/audit', auditLogRoute, async (request) =>
    listOrganizationEvents(db, {
      organizationId: memberOf(request).organizationId,
      query: request.query,
    }),
  );
  app.get('/api/organization/audit.csv', exportAuditLogRoute, async (request, reply) => {
    const csv = await exportAuditLog(db, memberOf(request));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header('content-disposition', attachment(`confirma-audit-${day}.csv`))
      .send(csv);
  });

  app.get('/api/invitations', myInvitationsRoute, async (request) => ({
    invitations: await pendingInvitationsTo(db, { email: actorOf(request, 'session').email }),
  }));
  app.get('/api/invitations/:invitationId', readInvitationRoute, async (request) =>
    readInvitation(db, { invitationId: request.params.invitationId }),
  );
  app.post('/api/invitations/:invitationId/accept', acceptInvitationRoute, async (request) => {
    const user = actorOf(request, 'session');
    const { organizationId } = await acceptInvitation(db, {
      userId: user.id,
      email: user.email,
      invitationId: request.params.invitationId,
    });
    return switchOrganization({ db, auth }, request, { userId: user.id, organizationId });
  });
  app.post(
    '/api/invitations/:invitationId/reject',
    rejectInvitationRoute,
    async (request, reply) => {
      const user = actorOf(request, 'session');
      await rejectInvitation(db, { email: user.email, invitationId: request.params.invitationId });
      return reply.status(204).send(null);
    },
  );
};
