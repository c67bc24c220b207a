import { z } from 'zod';
import { problems, ZOperationParams } from '../../platform/http/route-kit.ts';
import { PREVIEW_WIDTH } from './read-page-preview.ts';

export const documentPageRoute = {
  config: { access: 'operation', permission: 'read' },
  schema: {
    tags: ['signing service'],
    summary: `One page of the document as an image (image/webp, ${PREVIEW_WIDTH} px wide)`,
    description:
      'The page as `getdocumentbyuuidb64` answers the document (the original before ' +
      'signing, the sealed one after), drawn by pdf.js; the header `x-document-pages` ' +
      'gives the page count. Drawn on first request, then kept. 204 when the page could ' +
      'not be drawn within the render limits (draw the PDF instead).',
    params: ZOperationParams.extend({
      documentUuid: z.uuid(),
      page: z.coerce.number().int().min(1).max(10_000),
    }),
    response: {
      // A Buffer is sent as it is (Fastify does not serialise it): the schema documents it.
      200: z.any().describe('the page (image/webp)'),
      204: z.null().describe('no picture this time: draw the PDF'),
      ...problems(401, 404, 429),
    },
  },
} as const;
