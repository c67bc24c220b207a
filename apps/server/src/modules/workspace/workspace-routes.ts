import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TWorkspaceService } from './create-workspace-service.ts';
import type { TIdentificationsOf } from './read-operation-detail.ts';
import { sendSenderFile } from './send-sender-file.ts';
import {
  exportOperationsRoute,
  listOperationsRoute,
  operationCertificateRoute,
  operationDocumentRoute,
  operationStreamRoute,
  readOperationRoute,
} from './workspace-routes.openapi.ts';
import { createWorkspaceStreams } from './workspace-streams.ts';

/** The member the route's `account` scope resolved: the workspace shows what they may see. */
const memberOf = (request: FastifyRequest) => actorOf(request, 'account');

/**
 * The sender's workspace: the account's operations listed, exported, read one by
 * one with their evidence timeline and files, and followed live. Owner only.
 * Each route's access and documentation: workspace-routes.openapi.ts.
 */
export const workspaceRoutes: FastifyPluginAsyncZod<{
  workspace: TWorkspaceService;
  /** The identification module's answer for an operation's identifications. */
  identificationsOf: TIdentificationsOf;
}> = async (app, { workspace, identificationsOf }) => {
  const { config, accountEvents } = workspace.context.platform;
  const streams = createWorkspaceStreams({
    events: accountEvents,
    maxPerUser: config.WORKSPACE_STREAMS_PER_USER,
    heartbeatMs: config.WORKSPACE_STREAM_HEARTBEAT_MS,
  });
  privateRoutes(app, { publicUrl: config.PUBLIC_URL });
  // Open streams would hold the server's close up forever: end them first.
  app.addHook('preClose', async () => streams.closeAll());

  app.get('/api/operations', listOperationsRoute, async (request) =>
    workspace.listOperations({ member: memberOf(request), query: request.query }),
  );

  app.get('/api/operations/export.csv', exportOperationsRoute, async (request, reply) => {
    const { lang, ...filters } = request.query;
    const rows = await workspace.exportOperations({
      member: memberOf(request),
      query: filters,
      ...(lang ? { language: lang } : {}),
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header('content-disposition', attachment(`confirma-operations-${day}.csv`))
      .send(Readable.from(rows));
  });

  const streamRoute = operationStreamRoute({
    heartbeatMs: config.WORKSPACE_STREAM_HEARTBEAT_MS,
    streamsPerUser: config.WORKSPACE_STREAMS_PER_USER,
  });
  app.get('/api/operations/stream', streamRoute, async (request, reply) => {
    await streams.open(reply, memberOf(request).organizationId);
    return reply;
  });

  app.get('/api/operations/:operationUuid', readOperationRoute, async (request) =>
    workspace.readOperationDetail({
      member: memberOf(request),
      operationId: request.params.operationUuid,
      identificationsOf,
    }),
  );

  app.get(
    '/api/operations/:operationUuid/files/certificate',
    operationCertificateRoute,
    async (request, reply) =>
      sendSenderFile(workspace, reply, {
        member: memberOf(request),
        operationId: request.params.operationUuid,
        file: { kind: 'certificate' },
      }),
  );

  app.get(
    '/api/operations/:operationUuid/files/:kind/:documentUuid',
    operationDocumentRoute,
    async (request, reply) => {
      const { operationUuid, kind, documentUuid } = request.params;
      return sendSenderFile(workspace, reply, {
        member: memberOf(request),
        operationId: operationUuid,
        file: { kind, documentId: documentUuid },
      });
    },
  );
};
