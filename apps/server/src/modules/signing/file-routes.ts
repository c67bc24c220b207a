import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access.ts';
import { attachment } from '../../platform/http/attachment.ts';
import type { TSigningService } from './create-signing-service.ts';

/** Download links of the confirmation e-mail: one file per signed, expiring token. */
export const fileRoutes: FastifyPluginAsyncZod<{ signing: TSigningService }> = async (
  app,
  { signing },
) => {
  app.get(
    '/api/v2/files',
    {
      config: { access: 'file-link' },
      schema: {
        tags: ['signing service'],
        summary: 'Download one file of an operation through an e-mailed link (application/pdf)',
        description:
          'The token is the one an e-mailed link carries: it names the operation, the signer and ' +
          'the file (a signed document or the certificate) and expires with the signer token.',
        querystring: z.object({ token: z.string().min(1).max(4000) }),
        response: {
          // A Buffer is sent as it is (Fastify does not serialise it): the schema documents it.
          200: z.any().describe('the PDF (application/pdf, as an attachment)'),
          401: ZProblem,
          404: ZProblem,
          429: ZProblem,
        },
      },
    },
    async (request, reply) => {
      const file = await signing.openFile(actorOf(request, 'file-link'));
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  );
};
