import { ZProblem } from '@confirma/contracts/errors';
import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import { ZCreateOperationResponse } from '@confirma/contracts/operations';
import {
  REQUEST_TEMPLATE_LIMITS,
  ZRequestFromTemplate,
  ZRequestTemplate,
  ZRequestTemplateCreate,
  ZRequestTemplateList,
  ZRequestTemplateUpdate,
} from '@confirma/contracts/request-templates';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sameOriginGuard } from '../../platform/http/route-kit.ts';
import { changeTemplate } from './change-template.ts';
import { type TRequestTemplatesContext, templateOf } from './request-templates.types.ts';
import { saveTemplate } from './save-template.ts';
import { startRequest } from './start-request.ts';
import { deleteTemplate, findTemplate, listTemplates } from './template-queries.ts';

const problems = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem };
const idParams = z.object({ id: z.uuid() });
/** A PDF of up to 20 MB as base64, and the JSON around it. */
const PDF_BODY_LIMIT = 30 * 1024 * 1024;
const AUTH =
  'An account token (Authorization: Bearer) or the signed-in browser (session cookie); ' +
  "only the account's own templates, any other is 404.";
const IDEMPOTENT =
  'With an `Idempotency-Key` a retry (same key and body, within 24 hours) replays the ' +
  'first answer; the same key with another body is 409 CONFLICT.';
const config = { access: 'account' as const };
const tags = ['request templates'];

/**
 * A sender's request templates: saved, listed, read, renamed or changed,
 * deleted, their PDF read, and requests started from them.
 */
export const requestTemplateRoutes: FastifyPluginAsyncZod<{
  templates: TRequestTemplatesContext;
}> = async (app, { templates }) => {
  const { db, platform } = templates.context;
  const userOf = (request: FastifyRequest) => actorOf(request, 'account').userId;
  const scopeOf = (request: FastifyRequest & { params: { id: string } }) => ({
    userId: userOf(request),
    id: request.params.id,
  });
  app.addHook('onRequest', sameOriginGuard(platform.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/request-templates',
    {
      config,
      bodyLimit: PDF_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Save a request template: a document, its roles and fields, and the invitation',
        description:
          `${AUTH} \`document\` (the sender's PDF as base64, checked as an operation's ` +
          'upload: 413, 415 as there) or `contractType`, one of them. Each role is a named ' +
          'slot for a signer (names differ): its way of signing, language, signature box and ' +
          "fields on the template's PDF (none on a contract type); ids left out are given " +
          '(`r1`, `f1`…; a field id is unique in the template). A box off its page is 400 ' +
          `naming \`body.roles.<i>…\`. At most ${REQUEST_TEMPLATE_LIMITS.perAccount} per ` +
          `account (409 CONFLICT). ${IDEMPOTENT}`,
        headers: ZIdempotencyHeaders,
        body: ZRequestTemplateCreate,
        response: {
          201: ZRequestTemplate,
          ...problems,
          409: ZProblem,
          413: ZProblem,
          415: ZProblem,
        },
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      const result = await platform.idempotency.run(
        idempotencyScope(request, userId),
        201,
        (record) => saveTemplate(templates, { userId, request: request.body, record }),
      );
      return sendIdempotent(reply, result);
    },
  );

  app.get(
    '/api/request-templates',
    {
      config,
      schema: {
        tags,
        summary: "The account's request templates, newest first (all of them: a capped list)",
        description: `${AUTH} Each with its roles and fields (what a request from it fills).`,
        response: { 200: ZRequestTemplateList, ...problems },
      },
    },
    async (request) => {
      const rows = await listTemplates(db, { userId: userOf(request) });
      return {
        items: rows.map(templateOf).map(({ copies: _copies, message: _message, ...item }) => item),
      };
    },
  );

  app.get(
    '/api/request-templates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One request template',
        description: AUTH,
        params: idParams,
        response: { 200: ZRequestTemplate, ...problems },
      },
    },
    async (request) => templateOf(await findTemplate(db, scopeOf(request))),
  );

  app.get(
    '/api/request-templates/:id/document',
    {
      config,
      schema: {
        tags,
        summary: "The template's own PDF (404 for a template on a contract type)",
        description: AUTH,
        produces: ['application/pdf'],
        params: idParams,
        response: { 200: z.any().describe('the PDF (application/pdf)'), ...problems },
      },
    },
    async (request, reply) => {
      const row = await findTemplate(db, scopeOf(request));
      if (!row.documentSha256) {
        throw new AppError('NOT_FOUND', 'This template has no PDF of its own: a contract type');
      }
      const bytes = await platform.blobs.get(row.documentSha256);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(row.documentName ?? 'document.pdf'))
        .send(bytes);
    },
  );

  app.patch(
    '/api/request-templates/:id',
    {
      config,
      bodyLimit: PDF_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Rename a request template, or change its content',
        description:
          `${AUTH} What the body carries replaces what the template had (\`{"name": "…"}\` ` +
          'renames it); `document` replaces its PDF, `contractType` turns it into that ' +
          'contract. The roles it ends with must fit the document it ends with (400 naming ' +
          '`body.roles.<i>…`, and nothing changes). Requests already started are not touched.',
        params: idParams,
        body: ZRequestTemplateUpdate,
        response: { 200: ZRequestTemplate, ...problems, 413: ZProblem, 415: ZProblem },
      },
    },
    async (request) => changeTemplate(templates, { scope: scopeOf(request), update: request.body }),
  );

  app.delete(
    '/api/request-templates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a request template (requests started from it are not touched)',
        description: AUTH,
        params: idParams,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteTemplate(db, scopeOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/request-templates/:id/requests',
    {
      config,
      schema: {
        tags,
        summary: 'Start a signature request from a template: a person for each role',
        description:
          `${AUTH} \`roles\` gives every role of the template (by its id) its person: name, ` +
          'e-mail, the mobile where the role signs by SMS code, the document number where it ' +
          "is identified by video, a `language` instead of the role's. `fieldValues` (by " +
          "field id) gives text fields their words instead of the template's; `subject`, " +
          "`message` and `copies` replace the template's. The request is created as " +
          'POST /api/v2/create/withotpandtoken creates one (the same checks, credits (402 ' +
          'INSUFFICIENT_CREDITS), evidence, invitations and webhooks) and answers the same ' +
          '(`uuids[0]`: the operation). A problem about a person names its role: ' +
          `\`body.roles.<roleId>.phone\`. ${IDEMPOTENT}`,
        params: idParams,
        headers: ZIdempotencyHeaders,
        body: ZRequestFromTemplate,
        response: { 201: ZCreateOperationResponse, ...problems, 402: ZProblem, 409: ZProblem },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const result = await platform.idempotency.run(
        idempotencyScope(request, scope.userId),
        201,
        (record) =>
          startRequest(templates, {
            scope,
            request: request.body,
            meta: requestMeta(request),
            record,
          }),
      );
      return sendIdempotent(reply, result);
    },
  );
};
