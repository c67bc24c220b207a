import { Readable } from 'node:stream';
import { ZProblem } from '@confirma/contracts/errors';
import {
  ZOperationDetail,
  ZOperationExportQuery,
  ZOperationListQuery,
  ZOperationListResponse,
} from '@confirma/contracts/workspace';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import type { TWorkspaceService } from './create-workspace-service.ts';
import type { TSenderFile } from './open-sender-file.ts';
import type { TIdentificationsOf } from './read-operation-detail.ts';
import { createWorkspaceStreams } from './workspace-streams.ts';

const problems = { 400: ZProblem, 401: ZProblem, 404: ZProblem };
const opParams = z.object({ operationUuid: z.uuid() });
const pdf = z.any().describe('the PDF (application/pdf, as an attachment)');
const AUTH =
  'The signed-in browser (session cookie) or an account token (Authorization: Bearer); ' +
  "only the account's own operations, any other is 404.";

/**
 * The sender's workspace: the account's operations listed, exported, read one by
 * one with their evidence timeline and files, and followed live. Owner only.
 */
export const workspaceRoutes: FastifyPluginAsyncZod<{
  workspace: TWorkspaceService;
  /** The identification module's answer for an operation's identifications. */
  identificationsOf: TIdentificationsOf;
}> = async (app, { workspace, identificationsOf }) => {
  const { context } = workspace;
  const { config, accountEvents } = context.platform;
  /** The account the route's `account` scope resolved: the workspace shows its operations only. */
  const senderOf = (request: FastifyRequest) => actorOf(request, 'account').userId;
  const streams = createWorkspaceStreams({
    events: accountEvents,
    maxPerUser: config.WORKSPACE_STREAMS_PER_USER,
    heartbeatMs: config.WORKSPACE_STREAM_HEARTBEAT_MS,
  });
  app.addHook('onRequest', sameOriginGuard(config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Open streams would hold the server's close up forever: end them first.
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    '/api/operations',
    {
      config: { access: 'account' },
      schema: {
        tags: ['workspace'],
        summary: "The account's operations, newest first (filters, search, keyset pages)",
        description: `${AUTH} \`q\` matches a signer's name or e-mail or a document's name.`,
        querystring: ZOperationListQuery,
        response: { 200: ZOperationListResponse, ...problems },
      },
    },
    async (request) =>
      workspace.listOperations({ ownerUserId: senderOf(request), query: request.query }),
  );

  app.get(
    '/api/operations/export.csv',
    {
      config: { access: 'account' },
      schema: {
        tags: ['workspace'],
        summary: "The account's operations as CSV (the list's filters, the newest 10 000)",
        description:
          `${AUTH} One row per operation: uuid, type, status, created, last_event, expires, ` +
          'completed, credits, documents, signers (name <e-mail>: status), subject, ' +
          'copy_recipients (name <e-mail>). RFC 4180 (every ' +
          'cell quoted), UTF-8 with a byte-order mark; a formula a spreadsheet would run ' +
          "(=, +, -, @, tab or CR at a cell's start or after a , ; tab or line break in it) " +
          "is shown as text behind a '. With `lang` (es, en, it) the columns are named and " +
          "the types and statuses written in that language, for a person's spreadsheet.",
        querystring: ZOperationExportQuery,
        response: { 200: z.any().describe('text/csv, as an attachment'), ...problems },
      },
    },
    async (request, reply) => {
      const ownerUserId = senderOf(request);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', attachment(`confirma-operations-${day}.csv`))
        .send(
          Readable.from(
            workspace.exportOperations({
              ownerUserId,
              query: request.query,
              language: request.query.lang,
            }),
          ),
        );
    },
  );

  app.get(
    '/api/operations/stream',
    {
      config: { access: 'account' },
      schema: {
        tags: ['workspace'],
        summary: "Live changes of the account's operations and credits (Server-Sent Events)",
        description:
          `${AUTH} text/event-stream: each event is \`data:\` one ZWorkspaceEvent JSON ` +
          '(`{"kind":"operation","operationUuid","status","at"}` or `{"kind":"credits","at"}`), ' +
          'from whichever server process made the change; a comment every ' +
          `${Math.round(config.WORKSPACE_STREAM_HEARTBEAT_MS / 1000)} s keeps it open. The ` +
          'stream may close (server restart, lost database connection): reconnect and read ' +
          `afresh. At most ${config.WORKSPACE_STREAMS_PER_USER} streams per account and ` +
          'server process; one more is 429.',
        response: {
          200: z.any().describe('text/event-stream'),
          401: ZProblem,
          429: ZProblem,
          503: ZProblem,
        },
      },
    },
    async (request, reply) => {
      await streams.open(reply, senderOf(request));
      return reply;
    },
  );

  app.get(
    '/api/operations/:operationUuid',
    {
      config: { access: 'account' },
      schema: {
        tags: ['workspace'],
        summary:
          'One operation: signers, documents, evidence timeline, files, identifications and actions',
        description:
          `${AUTH} The timeline shows each evidence event with the client address masked and ` +
          'the device summarised; `files` are links to GET …/files/… below; `identifications` ' +
          "name each video identification's `videoUuid` for the identification service's " +
          'summary (`/api/v2/identification/images/data/{op}/{video}`) and certificate ' +
          '(`/api/v2/identification/certificate/{op}/{video}`), which take an account token.',
        params: opParams,
        response: { 200: ZOperationDetail, ...problems },
      },
    },
    async (request) =>
      workspace.readOperationDetail({
        ownerUserId: senderOf(request),
        operationId: request.params.operationUuid,
        identificationsOf,
      }),
  );

  const sendFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    operationId: string,
    file: TSenderFile,
  ) => {
    const { name, bytes } = await workspace.openSenderFile({
      ownerUserId: senderOf(request),
      operationId,
      file,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(name))
      .send(Buffer.from(bytes));
  };

  app.get(
    '/api/operations/:operationUuid/files/certificate',
    {
      config: { access: 'account' },
      schema: {
        tags: ['workspace'],
        summary: 'Download the operation certificate (acta), sealed by the platform',
        description: `${AUTH} The same certificate the signers get.`,
        params: opParams,
        response: { 200: pdf, ...problems },
      },
    },
    (request, reply) =>
      sendFile(request, reply, request.params.operationUuid, { kind: 'certificate' }),
  );

  app.get(
    '/api/operations/:operationUuid/files/:kind/:documentUuid',
    {
      config: { access: 'account' },
      schema: {
        tags: ['workspace'],
        summary: 'Download a document: as uploaded (original) or as signed (signed)',
        description: `${AUTH} The same bytes the signers get; a document not signed yet has no signed file (404).`,
        params: opParams.extend({ kind: z.enum(['original', 'signed']), documentUuid: z.uuid() }),
        response: { 200: pdf, ...problems },
      },
    },
    (request, reply) => {
      const { operationUuid, kind, documentUuid } = request.params;
      return sendFile(request, reply, operationUuid, { kind, documentId: documentUuid });
    },
  );
};
