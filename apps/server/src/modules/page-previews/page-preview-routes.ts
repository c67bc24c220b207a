import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/http/access.ts';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import { signerRateLimit } from '../tokens/index.ts';
import { documentPageRoute } from './page-preview-routes.openapi.ts';
import { PREVIEW_WIDTH, readPagePreview, type TPreviewContext } from './read-page-preview.ts';
import { PREVIEW_TYPE } from './render-page.ts';

/**
 * A page of an operation's document as an image, beside the document's own route and
 * authorised alike (the sender's account token or the operation's signer token, counted
 * against the signer's limit): the signing page shows the first page at once with it while
 * pdf.js loads. The route's access and documentation: page-preview-routes.openapi.ts.
 */
export const pagePreviewRoutes: FastifyPluginAsyncZod<{ previews: TPreviewContext }> = async (
  app,
  { previews },
) => {
  app.addHook('preHandler', signerRateLimit(previews.operations));
  app.get(
    '/api/v2/getdocumentpage/:operationUuid/:documentUuid/:page',
    documentPageRoute,
    async (request, reply) => {
      const access = actorOf(request, 'operation');
      const { documentUuid: documentId, page } = request.params;
      const preview = await readPagePreview(previews, {
        access,
        documentId,
        page,
        width: PREVIEW_WIDTH,
      });
      if (!preview) return reply.code(204).header('cache-control', NO_STORE).send();
      return reply
        .type(PREVIEW_TYPE)
        .header('cache-control', NO_STORE)
        .header('x-document-pages', String(preview.pages))
        .send(preview.image);
    },
  );
};
