import { ANCHOR_MIRROR_MAX_BYTES, VERIFY_MAX_BYTES } from '@confirma/contracts/verify';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { sendRateState } from '../../platform/http/rate-limit.ts';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import { listPublicAnchors } from '../evidence/index.ts';
import { describeOperationEvidence } from './describe-operation-evidence.ts';
import type { TVerificationContext } from './verification.types.ts';
import type { TVerificationService } from './verification-service.ts';
import { countVerification, verifyDocument } from './verify-document.ts';
import {
  mirroredEvidenceRoute,
  operationEvidenceRoute,
  publicAnchorsRoute,
  verifyDocumentRoute,
} from './verify-routes.openapi.ts';

/** A body parser handing the route the bytes as they came, up to `bodyLimit`. */
const asBytes = (bodyLimit: number) => ({ parseAs: 'buffer' as const, bodyLimit });

/** The operation's evidence summary (with `mirror`, checked against that copy too), never cached. */
async function sendOperationEvidence(
  context: TVerificationContext,
  reply: FastifyReply,
  evidence: { operationId: string; mirror?: Uint8Array },
) {
  const found = await describeOperationEvidence(context, {
    ...evidence,
    matchedBy: 'operation-id',
  });
  if (!found) throw new AppError('NOT_FOUND', 'No such operation');
  return reply.header('cache-control', NO_STORE).send(found);
}

/**
 * The public verification (no account, no token): a signed PDF or an operation
 * certificate in, its signatures and the operation's evidence out; and an operation's
 * evidence by its id (the certificate's QR code). Counted per IP (VERIFY_IP_LIMIT an
 * hour) before the body is read. Each route's access, limits and documentation:
 * verify-routes.openapi.ts.
 */
export const verifyRoutes: FastifyPluginAsyncZod<{ verification: TVerificationService }> = async (
  app,
  { verification },
) => {
  const { context } = verification;
  const limit = async (request: { ip: string }, reply: FastifyReply) => {
    sendRateState(reply, await countVerification(context, request.ip));
  };
  for (const type of ['application/pdf', 'application/octet-stream']) {
    app.addContentTypeParser(type, asBytes(VERIFY_MAX_BYTES), (_request, body, done) =>
      done(null, body),
    );
  }

  app.post('/api/verify', { ...verifyDocumentRoute, onRequest: limit }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the PDF as application/pdf');
    }
    const result = await verifyDocument(context, { bytes: new Uint8Array(request.body) });
    return reply.header('cache-control', NO_STORE).send(result);
  });

  app.get(
    '/api/verify/operations/:operationUuid',
    { ...operationEvidenceRoute, onRequest: limit },
    async (request, reply) =>
      sendOperationEvidence(context, reply, { operationId: request.params.operationUuid }),
  );

  // The copy's bytes go to the anchor verifier's thread as they came: 10 MB of JSON is a
  // tenth of a second to parse and validate, which the HTTP thread does not spend.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      asBytes(ANCHOR_MIRROR_MAX_BYTES),
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/verify/operations/:operationUuid/mirror',
      { ...mirroredEvidenceRoute, onRequest: limit },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the copy as application/json');
        }
        const operationId = request.params.operationUuid;
        return sendOperationEvidence(context, reply, { operationId, mirror: request.body });
      },
    );
  });

  app.get('/api/verify/anchors', publicAnchorsRoute, async (request, reply) => {
    const page = await listPublicAnchors(context.db, request.query);
    return reply.header('cache-control', 'public, max-age=60').send(page);
  });
};
