import type { TEmbedPageQuery } from '@confirma/contracts/embed';
import type { FastifyReply } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import type { TSecurityHeaders } from '../../platform/http/security.ts';
import type { embedPage } from '../../platform/http/spa.ts';
import type { TEmbedSigner } from './embed.types.ts';
import { embeddedPage, type TEmbedKind } from './embedded-page.ts';

/** What the framable pages are made of: the database, the built client's page, the headers. */
export interface TEmbedPages {
  db: TDb;
  page: ReturnType<typeof embedPage>;
  security: TSecurityHeaders;
}

/**
 * The web client's page for the signer's token, framable by exactly the origins the
 * operation's account allows; 404 without a built client.
 */
export async function sendEmbeddedPage(
  { db, page, security }: TEmbedPages,
  reply: FastifyReply,
  target: { kind: TEmbedKind; access: TEmbedSigner; query: TEmbedPageQuery },
) {
  if (!page) throw new AppError('NOT_FOUND', 'The web client is not built');
  const { origins, boot } = await embeddedPage(db, target);
  const { html, scriptHash } = page.render(boot);
  security.allowFraming(reply, { origins, scriptHashes: [scriptHash] });
  // The page carries a credential: no cache keeps it, no referrer repeats its address.
  reply.header('cache-control', NO_STORE);
  reply.header('referrer-policy', 'no-referrer');
  return reply.type('text/html; charset=utf-8').send(html);
}
