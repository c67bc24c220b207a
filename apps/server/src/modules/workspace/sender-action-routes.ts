import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import type { TOperationsService } from '../operations/index.ts';
import type { TWorkspaceService } from './create-workspace-service.ts';
import {
  cancelOperationRoute,
  remindSignersRoute,
  resendInvitationRoute,
} from './sender-action-routes.openapi.ts';

/** The owner the route's `sender` scope resolved, and the request's evidence metadata. */
const senderActing = (request: FastifyRequest) => ({
  access: actorOf(request, 'sender'),
  meta: requestMeta(request),
});

/**
 * The sender's actions on one of their operations: resend, remind, cancel. Each route's
 * access and documentation: sender-action-routes.openapi.ts.
 */
export const senderActionRoutes: FastifyPluginAsyncZod<{
  operations: TOperationsService;
  workspace: TWorkspaceService;
}> = async (app, { operations, workspace }) => {
  privateRoutes(app, { publicUrl: workspace.context.platform.config.PUBLIC_URL });

  app.post('/api/operations/:operationUuid/resend', resendInvitationRoute, async (request) =>
    workspace.nudgeSigners({ ...senderActing(request), kind: 'invitation' }),
  );

  app.post('/api/operations/:operationUuid/remind', remindSignersRoute, async (request) =>
    workspace.nudgeSigners({ ...senderActing(request), kind: 'reminder' }),
  );

  app.post('/api/operations/:operationUuid/cancel', cancelOperationRoute, async (request) => {
    await operations.cancelOperation(senderActing(request));
    return { status: 'CANCELLED' as const };
  });
};
