import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../../platform/config.ts';
import type { TDb } from '../../platform/db/client.ts';
import { hitRateLimits, sendRateState } from '../../platform/http/rate-limit.ts';
import { ocspRoute, rootCrlRoute } from './certificate-authority-routes.openapi.ts';
import type { TCertificateAuthority } from './create-certificate-authority.ts';
import { CRL_CACHE_SECONDS } from './current-crl.ts';
import { ocspRequestInPath, sendOcspAnswer } from './send-ocsp-answer.ts';

const OCSP_PATH = '/api/pki/ocsp';
/** An OCSP request is a few hundred bytes; 16 KB leaves room for a signed one. */
const MAX_REQUEST_BYTES = 16 * 1024;

/**
 * The platform CA's status services, open to anyone as validators need them: the OCSP
 * responder (RFC 6960 A.1: POST `application/ocsp-request`, or GET with the request in the
 * path, whose answers caches may keep until their nextUpdate) and the root's CRL
 * (`application/pkix-crl`). Each answer is a signature: counted per IP (PKI_IP_LIMIT a
 * minute, 429 past it) before the body is read. Each route's options:
 * certificate-authority-routes.openapi.ts.
 */
export const certificateAuthorityRoutes: FastifyPluginAsync<{
  authority: TCertificateAuthority;
  db: TDb;
  config: Pick<TConfig, 'PKI_IP_LIMIT'>;
}> = async (app, { authority, db, config }) => {
  app.addContentTypeParser(
    'application/ocsp-request',
    { parseAs: 'buffer', bodyLimit: MAX_REQUEST_BYTES },
    (_request, body, done) => done(null, body),
  );
  const count = async (request: FastifyRequest, reply: FastifyReply) => {
    const rule = { key: `pki:ip:${request.ip}`, max: config.PKI_IP_LIMIT, windowMs: 60_000 };
    sendRateState(reply, await hitRateLimits(db, [rule]));
  };
  const responder = { authority, db };

  app.post('/api/pki/ocsp', { ...ocspRoute, onRequest: count }, async (request, reply) =>
    sendOcspAnswer(
      responder,
      request,
      reply,
      Buffer.isBuffer(request.body) ? request.body : new Uint8Array(0),
    ),
  );
  // The GET form; `/api/pki/ocsp/` alone (an empty request: malformedRequest) is its own
  // route so the route tree names the wildcard's parent (Fastify's printRoutes drops a
  // bare '/' node, and the route audits read that tree).
  app.get('/api/pki/ocsp/', { ...ocspRoute, onRequest: count }, async (request, reply) =>
    sendOcspAnswer(responder, request, reply, ocspRequestInPath(request.url, OCSP_PATH)),
  );
  app.get('/api/pki/ocsp/*', { ...ocspRoute, onRequest: count }, async (request, reply) =>
    sendOcspAnswer(responder, request, reply, ocspRequestInPath(request.url, OCSP_PATH)),
  );

  app.get('/api/pki/root.crl', { ...rootCrlRoute, onRequest: count }, async (_request, reply) => {
    if (!authority.available) return reply.callNotFound();
    const crl = await authority.currentCrl(db);
    reply.header('cache-control', `public, max-age=${CRL_CACHE_SECONDS}`);
    return reply.type('application/pkix-crl').send(Buffer.from(crl));
  });
};
