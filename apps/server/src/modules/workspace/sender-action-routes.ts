import { ZProblem } from '@confirma/contracts/errors';
import { ZEndedOperation } from '@confirma/contracts/operations';
import { ZSenderActionResult } from '@confirma/contracts/workspace';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TOperationsService } from '../operations/index.ts';
import type { TWorkspaceService } from './create-workspace-service.ts';

const params = z.object({ operationUuid: z.uuid() });
const problems = { 400: ZProblem, 401: ZProblem, 404: ZProblem, 409: ZProblem };
const AUTH =
  'The session cookie (My Account) or an account token (`Authorization: Bearer`); another ' +
  "account's operation is 404. ";
const LIMITS =
  'Resends and reminders together, per operation: one every 10 minutes and five a day ' +
  '(SENDER_NUDGE_INTERVAL_SECONDS, SENDER_NUDGE_DAILY_MAX), ' +
  'else 429 RATE_LIMITED with Retry-After. 409 when the operation has ended, is being ' +
  'sealed, or no signer at their turn has an e-mail.';

/** The sender's actions on one of their operations: resend, remind, cancel. */
export const senderActionRoutes: FastifyPluginAsyncZod<{
  operations: TOperationsService;
  workspace: TWorkspaceService;
}> = async (app, { operations, workspace }) => {
  const { context } = workspace;
  app.addHook('onRequest', sameOriginGuard(context.platform.config.PUBLIC_URL));

  app.post(
    '/api/operations/:operationUuid/resend',
    {
      config: { access: 'sender' },
      schema: {
        tags: ['workspace'],
        summary: 'Resend the invitation (a new signing link) to the signers at their turn',
        description: `${AUTH}${LIMITS} Recorded as \`operation.invitation_resent\`.`,
        params,
        response: { 200: ZSenderActionResult, ...problems, 429: ZProblem },
      },
    },
    async (request) =>
      workspace.nudgeSigners({
        access: actorOf(request, 'sender'),
        kind: 'invitation',
        meta: requestMeta(request),
      }),
  );

  app.post(
    '/api/operations/:operationUuid/remind',
    {
      config: { access: 'sender' },
      schema: {
        tags: ['workspace'],
        summary: 'Remind the signers at their turn that the document waits for them',
        description: `${AUTH}${LIMITS} Recorded as \`operation.reminder_sent\` (actor sender).`,
        params,
        response: { 200: ZSenderActionResult, ...problems, 429: ZProblem },
      },
    },
    async (request) =>
      workspace.nudgeSigners({
        access: actorOf(request, 'sender'),
        kind: 'reminder',
        meta: requestMeta(request),
      }),
  );

  app.post(
    '/api/operations/:operationUuid/cancel',
    {
      config: { access: 'sender' },
      schema: {
        tags: ['workspace'],
        summary: 'Cancel an operation nobody has finished signing',
        description: `${AUTH}409 when it has already ended.`,
        params,
        response: { 200: ZEndedOperation('CANCELLED'), ...problems },
      },
    },
    async (request) => {
      await operations.cancelOperation({
        access: actorOf(request, 'sender'),
        meta: requestMeta(request),
      });
      return { status: 'CANCELLED' as const };
    },
  );
};
