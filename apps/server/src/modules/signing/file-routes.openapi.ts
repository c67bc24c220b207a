import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

export const linkedFileRoute = {
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
      ...problems(401, 404, 429),
    },
  },
} as const;
