import { ZProblem } from '@confirma/contracts/errors';
import {
  ZOcrHistoryQuery,
  ZOcrHistoryResponse,
  ZOcrImageParams,
  ZOcrOutlineRequest,
  ZOcrOutlineResponse,
  ZOcrParams,
  ZOcrRequest,
  ZOcrResult,
} from '@confirma/contracts/ocr';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf as accessActorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { sameOriginGuard } from '../accounts/index.ts';
import { analyseOcrDocument } from './analyse-ocr-document.ts';
import { deleteOcrAnalysis } from './delete-ocr-analysis.ts';
import { findDocumentOutline } from './find-document-outline.ts';
import { registerMultipartOcrBody } from './multipart-ocr-body.ts';
import type { TOcrActor, TOcrContext } from './ocr.types.ts';
import { ocrHistory } from './ocr-history.ts';
import { readOcrImage, readOcrReport, requireAnalysis } from './read-ocr-files.ts';

const tags = ['document verification (OCR)'];
const AUTH = 'An account token (Authorization: Bearer) or the signed-in browser (session cookie).';
const problems = { 400: ZProblem, 401: ZProblem, 404: ZProblem };
/** Two photos as base64 text and a little more. */
const BODY_LIMIT = 26 * 1024 * 1024;

/**
 * Document verification and OCR under /api/v2/ocr: the analysis (2 credits), the cropper's
 * outline, the account's history, each analysis's images and sealed report, deletion.
 */
export const ocrRoutes: FastifyPluginAsyncZod<{
  ocr: TOcrContext;
}> = async (app, { ocr }) => {
  /** The account the route's `account` scope resolved, as the use cases take it. */
  const ocrActor = (request: FastifyRequest): TOcrActor => ({
    userId: accessActorOf(request, 'account').userId,
    meta: requestMeta(request),
  });
  app.addHook('onRequest', sameOriginGuard(ocr.platform.config.PUBLIC_URL));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  registerMultipartOcrBody(app, BODY_LIMIT);

  app.post(
    '/api/v2/ocr',
    {
      config: { access: 'account' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Analyse one identity document from one or two photos (2 credits)',
        description:
          `${AUTH} JSON (base64 images) or multipart/form-data (files \`image\`, or \`front\` and \`back\`; ` +
          'text fields `idempotencyKey`, `language`, `corners0`/`corners1` as JSON, `rotation0`/`rotation1`). ' +
          "A card's front and back count as one document. Each photo is cut out along its corners " +
          '(found when not given), straightened and read: MRZ, printed fields, the cross-check, the ' +
          'Spanish DNI/NIE letter, expiry, age, the portrait. The idempotency key (field or ' +
          '`Idempotency-Key` header) replays the first answer and never charges twice. Nothing is ' +
          'stored or charged on 415 NOT_AN_IMAGE, 413 IMAGE_TOO_LARGE, 422 DOCUMENT_NOT_FOUND, ' +
          '422 MRZ_UNREADABLE, 402 INSUFFICIENT_CREDITS.',
        body: ZOcrRequest,
        response: {
          200: ZOcrResult,
          ...problems,
          402: ZProblem,
          409: ZProblem,
          413: ZProblem,
          415: ZProblem,
          422: ZProblem,
        },
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      return analyseOcrDocument(
        ocr,
        ocrActor(request),
        request.body,
        typeof header === 'string' && header ? header.slice(0, 200) : undefined,
      );
    },
  );

  app.post(
    '/api/v2/ocr/outline',
    {
      config: { access: 'account' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: "Find the document's four corners in a photo (free; the cropper's first step)",
        description: `${AUTH} Corners clockwise from the document's top left, in the photo's pixels (EXIF orientation applied); null when none was found.`,
        body: ZOcrOutlineRequest,
        response: { 200: ZOcrOutlineResponse, ...problems, 413: ZProblem, 415: ZProblem },
      },
    },
    async (request) => {
      return findDocumentOutline(ocr, request.body);
    },
  );

  app.get(
    '/api/v2/ocr',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: "The account's analyses, newest first (kept OCR_RETENTION_DAYS; keyset pages)",
        description: `${AUTH} Pass the answer's \`nextCursor\` as \`cursor\` for the next page.`,
        querystring: ZOcrHistoryQuery,
        response: { 200: ZOcrHistoryResponse, 401: ZProblem },
      },
    },
    async (request) => ocrHistory(ocr, { ...ocrActor(request), query: request.query }),
  );

  app.get(
    '/api/v2/ocr/:analysisId',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'One analysis: the result document',
        description: AUTH,
        params: ZOcrParams,
        response: { 200: ZOcrResult, ...problems },
      },
    },
    async (request) => {
      const { userId } = ocrActor(request);
      const row = await requireAnalysis(ocr, { userId, id: request.params.analysisId });
      return { ...row.result, replayed: false };
    },
  );

  app.delete(
    '/api/v2/ocr/:analysisId',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'Delete an analysis: its photos, images, result and report',
        description: `${AUTH} The evidence event stays.`,
        params: ZOcrParams,
        response: { 204: z.null(), ...problems },
      },
    },
    async (request, reply) => {
      await deleteOcrAnalysis(ocr, ocrActor(request), request.params.analysisId);
      return reply.status(204).send(null);
    },
  );

  const jpeg = { 200: z.any().describe('the image (image/jpeg)'), ...problems };
  app.get(
    '/api/v2/ocr/:analysisId/images/:index',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'A straightened document image (0: the first photo sent)',
        description: AUTH,
        params: ZOcrImageParams,
        response: jpeg,
      },
    },
    async (request, reply) => {
      const { userId } = ocrActor(request);
      const { analysisId: id, index } = request.params;
      const bytes = await readOcrImage(ocr, { userId, id, index });
      return reply.type('image/jpeg').send(bytes);
    },
  );

  app.get(
    '/api/v2/ocr/:analysisId/portrait',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: "The document's portrait",
        description: AUTH,
        params: ZOcrParams,
        response: jpeg,
      },
    },
    async (request, reply) => {
      const { userId } = ocrActor(request);
      const bytes = await readOcrImage(ocr, {
        userId,
        id: request.params.analysisId,
        index: 'portrait',
      });
      return reply.type('image/jpeg').send(bytes);
    },
  );

  app.get(
    '/api/v2/ocr/:analysisId/report',
    {
      config: { access: 'account' },
      schema: {
        tags,
        summary: 'The sealed PDF report (PAdES B-T) of an analysis',
        description: AUTH,
        params: ZOcrParams,
        response: { 200: z.any().describe('the PDF (application/pdf)'), ...problems },
      },
    },
    async (request, reply) => {
      const { userId } = ocrActor(request);
      const id = request.params.analysisId;
      const pdf = await readOcrReport(ocr, { userId, id });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`ocr-report-${id}.pdf`))
        .send(Buffer.from(pdf));
    },
  );
};
