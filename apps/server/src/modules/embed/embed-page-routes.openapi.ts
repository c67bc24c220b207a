import { ZEmbedPageQuery } from '@confirma/contracts/embed';

const tags = ['embedding'];

export const embeddedSigningRoute = {
  config: { access: 'embed-signer' },
  schema: {
    tags,
    summary: "The signer's signing page, to be framed by an allowed origin (/embed.js)",
    querystring: ZEmbedPageQuery,
    produces: ['text/html'],
  },
} as const;

export const embeddedIdentificationRoute = {
  config: { access: 'embed-signer' },
  schema: {
    tags,
    summary: "The signer's identification page, to be framed by an allowed origin (/embed.js)",
    querystring: ZEmbedPageQuery,
    produces: ['text/html'],
  },
} as const;
