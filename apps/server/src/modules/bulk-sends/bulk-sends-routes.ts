import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, organizationOf, ownRecordOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { idempotencyScope, sendIdempotent } from '../../platform/http/idempotent-reply.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import { findTemplate } from '../request-templates/index.ts';
import { sentVia } from '../tokens/index.ts';
import { findBulkSend, listBulkSends, requestCancel } from './bulk-send-queries.ts';
import { readBulkSend, type TBulkSendsContext } from './bulk-sends.types.ts';
import {
  BULK_SENDS_LISTED,
  cancelBulkSendRoute,
  listBulkSendsRoute,
  previewBulkSendRoute,
  readBulkSendRoute,
  resultCsvRoute,
  startBulkSendRoute,
  templateCsvRoute,
} from './bulk-sends-routes.openapi.ts';
import { templateCsv } from './csv/template-csv.ts';
import { previewBulkSend } from './preview-bulk-send.ts';
import { resultCsv } from './result-csv.ts';
import { startBulkSend } from './start-bulk-send.ts';

const CSV_TYPE = 'text/csv; charset=utf-8; header=present';

/**
 * Bulk send: a template's CSV template, the preview of a CSV, the send
 * (credits reserved, rows created by a job), its progress, result file and cancellation.
 * Each route's access, limits and documentation: bulk-sends-routes.openapi.ts.
 */
export const bulkSendRoutes: FastifyPluginAsyncZod<{ templates: TBulkSendsContext }> = async (
  app,
  { templates },
) => {
  const { db, platform } = templates.context;
  privateRoutes(app, { publicUrl: platform.config.PUBLIC_URL });

  app.get(
    '/api/request-templates/:id/bulk/template.csv',
    templateCsvRoute,
    async (request, reply) => {
      const template = await findTemplate(db, ownRecordOf(request));
      return reply
        .type(CSV_TYPE)
        .header('content-disposition', attachment(`${template.name}.csv`))
        .send(templateCsv(template, request.query.lang));
    },
  );

  app.post('/api/request-templates/:id/bulk/preview', previewBulkSendRoute, async (request) =>
    previewBulkSend(db, { scope: ownRecordOf(request), csv: request.body.csv }),
  );

  app.post('/api/request-templates/:id/bulk', startBulkSendRoute, async (request, reply) => {
    const scope = ownRecordOf(request);
    const { csv } = request.body;
    const result = await platform.idempotency.run(
      idempotencyScope(request, scope.organizationId),
      201,
      (record) => {
        const { userId, via } = actorOf(request, 'account');
        return startBulkSend(templates, {
          scope,
          memberUserId: userId,
          csv,
          meta: { ...requestMeta(request), senderUserId: userId, via: sentVia({ via }) },
          record,
        });
      },
    );
    return sendIdempotent(reply, result);
  });

  app.get('/api/bulk-sends', listBulkSendsRoute, async (request) => {
    const { templateId } = request.query;
    const rows = await listBulkSends(db, {
      organizationId: organizationOf(request),
      templateId,
      limit: BULK_SENDS_LISTED,
    });
    return { items: await Promise.all(rows.map((row) => readBulkSend(db, row))) };
  });

  app.get('/api/bulk-sends/:id', readBulkSendRoute, async (request) =>
    readBulkSend(db, await findBulkSend(db, ownRecordOf(request))),
  );

  app.get('/api/bulk-sends/:id/result.csv', resultCsvRoute, async (request, reply) => {
    const bulk = await findBulkSend(db, ownRecordOf(request));
    const day = bulk.createdAt.toISOString().slice(0, 10);
    return reply
      .type(CSV_TYPE)
      .header('content-disposition', attachment(`${bulk.templateName} ${day}.csv`))
      .send(await resultCsv(db, { bulk, language: request.query.lang }));
  });

  app.post('/api/bulk-sends/:id/cancel', cancelBulkSendRoute, async (request) => {
    const scope = ownRecordOf(request);
    await findBulkSend(db, scope);
    await requestCancel(db, scope);
    return readBulkSend(db, await findBulkSend(db, scope));
  });
};
