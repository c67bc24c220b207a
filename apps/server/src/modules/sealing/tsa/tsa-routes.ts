import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../../platform/config.ts';
import type { TDb } from '../../../platform/db/client.ts';
import { hitRateLimits, sendRateState } from '../../../platform/http/rate-limit.ts';
import type { TPki } from '../pki/pki-types.ts';
import { findPublishedCertificate } from './find-published-certificate.ts';
import { handleTimeStampRequest } from './handle-time-stamp-request.ts';
import { publishedCertificateRoute, timeStampRoute } from './tsa-routes.openapi.ts';

/**
 * The platform's RFC 3161 time-stamp authority over HTTP (`application/timestamp-query` in,
 * `application/timestamp-reply` out), so independent tools can time-stamp against it too
 * (`openssl ts -query … | curl --data-binary @- -H 'content-type: application/timestamp-query'`).
 * The root, seal, TSA and OCSP responder certificates are published beside it for
 * verification. Open to anyone,
 * so limited per IP (TSA_IP_LIMIT a minute). Each route's options: tsa-routes.openapi.ts.
 */
export const tsaRoutes: FastifyPluginAsync<{
  pki: TPki;
  db: TDb;
  config: Pick<TConfig, 'TSA_IP_LIMIT'>;
}> = async (app, { pki, db, config }) => {
  app.addContentTypeParser(
    'application/timestamp-query',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );

  // Each stamp is a signature by the platform TSA's key: counted per IP before the body is
  // read, 429 problem+json with Retry-After past TSA_IP_LIMIT a minute.
  const max = config.TSA_IP_LIMIT;
  const countStamp = async (request: FastifyRequest, reply: FastifyReply) => {
    sendRateState(
      reply,
      await hitRateLimits(db, [{ key: `tsa:ip:${request.ip}`, max, windowMs: 60_000 }]),
    );
  };

  app.post('/api/tsa', { ...timeStampRoute, onRequest: countStamp }, async (request, reply) => {
    const answer = await handleTimeStampRequest(pki.tsa, request.body as Buffer);
    return reply.type('application/timestamp-reply').send(Buffer.from(answer));
  });

  app.get('/api/pki/:name', publishedCertificateRoute, async (request, reply) => {
    const der = findPublishedCertificate(pki, (request.params as { name: string }).name);
    if (!der) return reply.callNotFound();
    return reply.type('application/pkix-cert').send(Buffer.from(der));
  });
};
