import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, organizationOf, ownRecordOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import { sentVia } from '../tokens/index.ts';
import { changeTemplate } from './change-template.ts';
import { readTemplateDocument } from './read-template-document.ts';
import { type TRequestTemplatesContext, templateOf } from './request-templates.types.ts';
import {
  changeTemplateRoute,
  deleteTemplateRoute,
  listTemplatesRoute,
  readTemplateRoute,
  saveTemplateRoute,
  startRequestRoute,
  templateDocumentRoute,
} from './request-templates-routes.openapi.ts';
import { saveTemplate } from './save-template.ts';
import { startRequest } from './start-request.ts';
import { deleteTemplate, findTemplate, listTemplates } from './template-queries.ts';

/**
 * A sender's request templates: saved, listed, read, renamed or changed,
 * deleted, their PDF read, and requests started from them.
 * Each route's access, limits and documentation: request-templates-routes.openapi.ts.
 */
export const requestTemplateRoutes: FastifyPluginAsyncZod<{
  templates: TRequestTemplatesContext;
}> = async (app, { templates }) => {
  const { db, platform } = templates.context;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.post('/api/request-templates', saveTemplateRoute, async (request, reply) => {
    const organizationId = organizationOf(request);
    const result = await platform.idempotency.run(
      idempotencyScope(request, organizationId),
      201,
      (record) => saveTemplate(templates, { organizationId, request: request.body, record }),
    );
    return sendIdempotent(reply, result);
  });

  app.get('/api/request-templates', listTemplatesRoute, async (request) => {
    const rows = await listTemplates(db, { organizationId: organizationOf(request) });
    return {
      items: rows.map(templateOf).map(({ copies: _copies, message: _message, ...item }) => item),
    };
  });

  app.get('/api/request-templates/:id', readTemplateRoute, async (request) =>
    templateOf(await findTemplate(db, ownRecordOf(request))),
  );

  app.get('/api/request-templates/:id/document', templateDocumentRoute, async (request, reply) => {
    const { name, bytes } = await readTemplateDocument(templates, ownRecordOf(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(name))
      .send(bytes);
  });

  app.patch('/api/request-templates/:id', changeTemplateRoute, async (request) =>
    changeTemplate(templates, { scope: ownRecordOf(request), update: request.body }),
  );

  app.delete('/api/request-templates/:id', deleteTemplateRoute, async (request, reply) => {
    await deleteTemplate(db, ownRecordOf(request));
    return reply.status(204).send(null);
  });

  app.post('/api/request-templates/:id/requests', startRequestRoute, async (request, reply) => {
    const scope = ownRecordOf(request);
    const { userId, via } = actorOf(request, 'account');
    const sender = { senderUserId: userId, via: sentVia({ via }) };
    const meta = requestMeta(request);
    const result = await platform.idempotency.run(
      idempotencyScope(request, scope.organizationId),
      201,
      (record) =>
        startRequest(templates, { scope, request: request.body, meta, record, ...sender }),
    );
    return sendIdempotent(reply, result);
  });
};
