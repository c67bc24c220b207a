import { ZEmbedOrigins } from '@confirma/contracts/webhooks';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['account'];

export const listEmbedOriginsRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'The origins allowed to embed your signing and identification pages',
    response: { 200: ZEmbedOrigins, ...problems(401) },
  },
} as const;

export const replaceEmbedOriginsRoute = {
  config: { access: 'account', permission: 'manage' },
  schema: {
    tags,
    summary: 'Replace the origins allowed to embed your signing and identification pages',
    description:
      'Each origin is `scheme://host[:port]`: https, or http for localhost and 127.0.0.1 ' +
      'only. They are stored in lower case without the default port, duplicates once; ' +
      'the answer is the list as stored. An empty list lets no site embed the pages.',
    body: ZEmbedOrigins,
    response: { 200: ZEmbedOrigins, ...problems(400, 401) },
  },
} as const;
