import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { privateRoutes } from '../../platform/http/route-kit.ts';
import { analyseOcrDocument } from './analyse-ocr-document.ts';
import { deleteOcrAnalysis } from './delete-ocr-analysis.ts';
import { findDocumentOutline } from './find-document-outline.ts';
import { registerMultipartOcrBody } from './multipart-ocr-body.ts';
import type { TOcrActor, TOcrContext } from './ocr.types.ts';
import { ocrHistory } from './ocr-history.ts';
import {
  analyseOcrRoute,
  analysisImageRoute,
  analysisPortraitRoute,
  analysisReportRoute,
  deleteAnalysisRoute,
  findOutlineRoute,
  OCR_BODY_LIMIT,
  ocrHistoryRoute,
  readAnalysisRoute,
} from './ocr-routes.openapi.ts';
import { readOcrImage, readOcrReport, requireAnalysis } from './read-ocr-files.ts';

/** The account the route's `account` scope resolved, as the use cases take it. */
function ocrActor(request: FastifyRequest): TOcrActor {
  const { organizationId, userId } = actorOf(request, 'account');
  return { organizationId, userId, meta: requestMeta(request) };
}

function idempotencyHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && header ? header.slice(0, 200) : undefined;
}

/**
 * Document verification and OCR under /api/v2/ocr: the analysis (2 credits), the cropper's
 * outline, the account's history, each analysis's images and sealed report, deletion.
 * Each route's access, limits and documentation: ocr-routes.openapi.ts.
 */
export const ocrRoutes: FastifyPluginAsyncZod<{ ocr: TOcrContext }> = async (app, { ocr }) => {
  privateRoutes(app, { publicUrl: ocr.platform.config.PUBLIC_URL });
  registerMultipartOcrBody(app, OCR_BODY_LIMIT);

  app.post('/api/v2/ocr', analyseOcrRoute, async (request) =>
    analyseOcrDocument(ocr, ocrActor(request), request.body, idempotencyHeader(request)),
  );

  app.post('/api/v2/ocr/outline', findOutlineRoute, async (request) =>
    findDocumentOutline(ocr, request.body),
  );

  app.get('/api/v2/ocr', ocrHistoryRoute, async (request) =>
    ocrHistory(ocr, { ...ocrActor(request), query: request.query }),
  );

  app.get('/api/v2/ocr/:analysisId', readAnalysisRoute, async (request) => {
    const { organizationId } = ocrActor(request);
    const row = await requireAnalysis(ocr, { organizationId, id: request.params.analysisId });
    return { ...row.result, replayed: false };
  });

  app.delete('/api/v2/ocr/:analysisId', deleteAnalysisRoute, async (request, reply) => {
    await deleteOcrAnalysis(ocr, ocrActor(request), request.params.analysisId);
    return reply.status(204).send(null);
  });

  app.get('/api/v2/ocr/:analysisId/images/:index', analysisImageRoute, async (request, reply) => {
    const { analysisId: id, index } = request.params;
    const bytes = await readOcrImage(ocr, {
      organizationId: ocrActor(request).organizationId,
      id,
      index,
    });
    return reply.type('image/jpeg').send(bytes);
  });

  app.get('/api/v2/ocr/:analysisId/portrait', analysisPortraitRoute, async (request, reply) => {
    const id = request.params.analysisId;
    const bytes = await readOcrImage(ocr, {
      organizationId: ocrActor(request).organizationId,
      id,
      index: 'portrait',
    });
    return reply.type('image/jpeg').send(bytes);
  });

  app.get('/api/v2/ocr/:analysisId/report', analysisReportRoute, async (request, reply) => {
    const id = request.params.analysisId;
    const pdf = await readOcrReport(ocr, { organizationId: ocrActor(request).organizationId, id });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`ocr-report-${id}.pdf`))
      .send(Buffer.from(pdf));
  });
};
