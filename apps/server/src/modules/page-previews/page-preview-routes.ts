import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { signerRateLimit } from '../tokens/index.ts';
import { PREVIEW_WIDTH, readPagePreview, type TPreviewContext } from './read-page-preview.ts';
import { PREVIEW_TYPE } from './render-page.ts';

/**
 * A page of an operation's document as an image, beside the document's own route and
 * authorised alike (the sender's account token or the operation's signer token, counted
 * against the signer's limit): the signing page shows the first page at once with it while
 * pdf.js loads.
 */
export const pagePreviewRoutes: FastifyPluginAsyncZod<{ previews: TPreviewContext }> = async (
  app,
  { previews },
) => {
  const { operations } = previews;
  app.addHook('preHandler', signerRateLimit(operations));
  app.get(
    '/api/v2/getdocumentpage/:operationUuid/:documentUuid/:page',
    {
      config: { access: 'operation' },
      schema: {
        tags: ['signing service'],
        summary: `One page of the document as an image (image/webp, ${PREVIEW_WIDTH} px wide)`,
        description:
          'The page as `getdocumentbyuuidb64` answers the document (the original before ' +
          'signing, the sealed one after), drawn by pdf.js; the header `x-document-pages` ' +
          'gives the page count. Drawn on first request, then kept. 204 when the page could ' +
          'not be drawn within the render limits (draw the PDF instead).',
        params: z.object({
          operationUuid: z.uuid(),
          documentUuid: z.uuid(),
          page: z.coerce.number().int().min(1).max(10_000),
        }),
        response: {
          // A Buffer is sent as it is (Fastify does not serialise it): the schema documents it.
          200: z.any().describe('the page (image/webp)'),
          204: z.null().describe('no picture this time: draw the PDF'),
          401: ZProblem,
          404: ZProblem,
          429: ZProblem,
        },
      },
    },
    async (request, reply) => {
      const preview = await readPagePreview(previews, {
        access: actorOf(request, 'operation'),
        documentId: request.params.documentUuid,
        page: request.params.page,
        width: PREVIEW_WIDTH,
      });
      if (!preview) return reply.code(204).header('cache-control', 'no-store').send();
      return reply
        .type(PREVIEW_TYPE)
        .header('cache-control', 'no-store')
        .header('x-document-pages', String(preview.pages))
        .send(preview.image);
    },
  );
};
