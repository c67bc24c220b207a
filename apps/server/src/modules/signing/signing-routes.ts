import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { NO_STORE } from '../../platform/http/route-kit.ts';
import { signerRateLimit } from '../tokens/index.ts';
import type { TSigningService } from './create-signing-service.ts';
import {
  certificateBase64Route,
  createOtpRoute,
  documentBase64Route,
  documentReadRoute,
  rejectOperationRoute,
  signWithDrawingRoute,
  verifyOtpRoute,
} from './signing-routes.openapi.ts';

/** A PDF answered as base64 text, never cached (the spec's `…b64` calls). */
function base64Pdf(reply: FastifyReply, pdf: Uint8Array): string {
  reply.type('text/plain; charset=utf-8').header('cache-control', NO_STORE);
  return Buffer.from(pdf).toString('base64');
}

/** The signer the route's `signer` scope resolved, and the request's evidence metadata. */
function signerActing(request: FastifyRequest) {
  const { operation, signer, emailProven } = actorOf(request, 'signer');
  return { operation, signer, emailProven, meta: requestMeta(request) };
}

/**
 * The signer's calls (signer token): document, read-and-accept, OTP, handwritten, reject;
 * and the certificate (sender or signer). The plugin's preHandler counts the call against
 * the signer's limit, then the route's access scope (`signer`, or `operation` for the
 * sender too) resolves who acts on which operation; the handlers only map. Each route's
 * access, limits and documentation: signing-routes.openapi.ts.
 */
export const signingRoutes: FastifyPluginAsyncZod<{ signing: TSigningService }> = async (
  app,
  { signing },
) => {
  app.addHook('preHandler', signerRateLimit(signing.context));

  app.get(
    '/api/v2/getdocumentbyuuidb64/:operationUuid/:documentUuid',
    documentBase64Route,
    async (request, reply) => {
      const pdf = await signing.openDocument({
        access: actorOf(request, 'operation'),
        documentId: request.params.documentUuid,
        meta: requestMeta(request),
      });
      return base64Pdf(reply, pdf);
    },
  );

  app.post('/api/v2/documentread/:operationUuid', documentReadRoute, async (request) => {
    await signing.markDocumentRead({
      ...signerActing(request),
      documentId: request.body.documentUuid,
    });
    return { result: 'OK' as const };
  });

  app.post('/api/v2/createotp/:operationUuid', createOtpRoute, async (request) => {
    await signing.sendOtp({ ...signerActing(request), cellPhone: request.body.cellPhone });
    return { result: 'OK' as const };
  });

  app.post('/api/v2/verifyotpforbot/:operationUuid', verifyOtpRoute, async (request) => {
    const { sealed } = await signing.verifyOtp({
      ...signerActing(request),
      code: request.body.otpValue,
      fieldValues: request.body.fields,
    });
    return { result: 'OK' as const, sealed };
  });

  app.get(
    '/api/v2/actabyoperationuuidb64/:operationUuid',
    certificateBase64Route,
    async (request, reply) => {
      const { pdf } = await signing.currentActa(actorOf(request, 'operation').operation);
      return base64Pdf(reply, pdf);
    },
  );

  app.post(
    '/api/v2/addsigntodocument/:operationUuid/:documentUuid',
    signWithDrawingRoute,
    async (request) => {
      const { params, body } = request;
      if (params.documentUuid !== body.documentUuid) {
        throw new AppError('VALIDATION_FAILED', 'documentUuid differs from the path');
      }
      const { sealed } = await signing.addHandwrittenSignature({
        ...signerActing(request),
        documentId: params.documentUuid,
        drawing: body,
        fieldValues: body.fields,
      });
      return { result: 'OK' as const, sealed };
    },
  );

  app.post('/api/v2/rejectoperation/:operationUuid', rejectOperationRoute, async (request) => {
    await signing.rejectOperation({ ...signerActing(request), reason: request.body.reason });
    return { status: 'REJECTED' as const };
  });
};
