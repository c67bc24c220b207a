import { ZProblem } from '@confirma/contracts/errors';
import {
  ZCreateOtpRequest,
  ZDocumentReadRequest,
  ZEndedOperation,
  ZHandwrittenRequest,
  ZRejectOperationRequest,
  ZSignatureAck,
  ZSigningAck,
  ZVerifyOtpRequest,
} from '@confirma/contracts/operations';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { actorOf } from '../../platform/http/access.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { signerRateLimit } from '../tokens/index.ts';
import type { TSigningService } from './create-signing-service.ts';

const problems = {
  400: ZProblem,
  401: ZProblem,
  403: ZProblem,
  404: ZProblem,
  409: ZProblem,
  429: ZProblem,
};
const opParams = z.object({ operationUuid: z.uuid() });
const docParams = z.object({ operationUuid: z.uuid(), documentUuid: z.uuid() });
/** A PDF answered as base64 text, never cached (the spec's `…b64` calls). */
function base64Pdf(reply: FastifyReply, pdf: Uint8Array): string {
  reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
  return Buffer.from(pdf).toString('base64');
}

/**
 * The signer's calls (signer token): document, read-and-accept, OTP, handwritten, reject;
 * and the certificate (sender or signer). The plugin's preHandler counts the call against
 * the signer's limit, then the route's access scope (`signer`, or `operation` for the
 * sender too) resolves who acts on which operation; the handlers only map.
 */
export const signingRoutes: FastifyPluginAsyncZod<{ signing: TSigningService }> = async (
  app,
  { signing },
) => {
  const { context } = signing;
  app.addHook('preHandler', signerRateLimit(context));

  app.get(
    '/api/v2/getdocumentbyuuidb64/:operationUuid/:documentUuid',
    {
      config: { access: 'operation' },
      schema: {
        tags: ['signing service'],
        operationId: 'getDocumentBase64',
        produces: ['text/plain'],
        summary: 'The document as base64 PDF: the original before signing, the sealed one after',
        params: docParams,
        response: { 200: z.string(), ...problems },
      },
    },
    async (request, reply) => {
      const pdf = await signing.openDocument({
        access: actorOf(request, 'operation'),
        documentId: request.params.documentUuid,
        meta: requestMeta(request),
      });
      return base64Pdf(reply, pdf);
    },
  );

  app.post(
    '/api/v2/documentread/:operationUuid',
    {
      config: { access: 'signer' },
      schema: {
        tags: ['signing service'],
        operationId: 'recordDocumentRead',
        summary: 'Record that the signer read and accepted the document',
        params: opParams,
        body: ZDocumentReadRequest,
        response: { 200: ZSigningAck, ...problems },
      },
    },
    async (request) => {
      const { operation, signer } = actorOf(request, 'signer');
      await signing.markDocumentRead({
        operation,
        signer,
        documentId: request.body.documentUuid,
        meta: requestMeta(request),
      });
      return { result: 'OK' as const };
    },
  );

  app.post(
    '/api/v2/createotp/:operationUuid',
    {
      config: { access: 'signer' },
      schema: {
        tags: ['signing service'],
        operationId: 'sendSigningCode',
        summary: "Send a 6-digit code by SMS to the signer's registered phone",
        params: opParams,
        body: ZCreateOtpRequest,
        response: { 200: ZSigningAck, ...problems },
      },
    },
    async (request) => {
      const { operation, signer } = actorOf(request, 'signer');
      await signing.sendOtp({
        operation,
        signer,
        cellPhone: request.body.cellPhone,
        meta: requestMeta(request),
      });
      return { result: 'OK' as const };
    },
  );

  app.post(
    '/api/v2/verifyotpforbot/:operationUuid',
    {
      config: { access: 'signer' },
      schema: {
        tags: ['signing service'],
        operationId: 'signWithCode',
        summary: 'Check the code; the right one seals the documents (PAdES B-T)',
        params: opParams,
        body: ZVerifyOtpRequest,
        response: { 200: ZSignatureAck, ...problems, 410: ZProblem, 422: ZProblem, 423: ZProblem },
      },
    },
    async (request) => {
      const { operation, signer, emailProven } = actorOf(request, 'signer');
      const { sealed } = await signing.verifyOtp({
        operation,
        signer,
        emailProven,
        code: request.body.otpValue,
        fieldValues: request.body.fields,
        meta: requestMeta(request),
      });
      return { result: 'OK' as const, sealed };
    },
  );

  app.get(
    '/api/v2/actabyoperationuuidb64/:operationUuid',
    {
      config: { access: 'operation' },
      schema: {
        tags: ['signing service'],
        operationId: 'getCertificateBase64',
        produces: ['text/plain'],
        summary: 'The operation certificate ("acta") as a base64 PDF, sealed by the platform',
        params: opParams,
        response: { 200: z.string(), ...problems },
      },
    },
    async (request, reply) => {
      const { pdf } = await signing.currentActa(actorOf(request, 'operation').operation);
      return base64Pdf(reply, pdf);
    },
  );

  app.post(
    '/api/v2/addsigntodocument/:operationUuid/:documentUuid',
    {
      bodyLimit: 4 * 1024 * 1024,
      config: { access: 'signer' },
      schema: {
        tags: ['signing service'],
        operationId: 'signWithDrawing',
        summary: 'Sign with a handwritten drawing (PNG) placed in the signature box',
        params: docParams,
        body: ZHandwrittenRequest,
        response: { 200: ZSignatureAck, ...problems, 413: ZProblem, 415: ZProblem },
      },
    },
    async (request) => {
      if (request.params.documentUuid !== request.body.documentUuid) {
        throw new AppError('VALIDATION_FAILED', 'documentUuid differs from the path');
      }
      const { operation, signer, emailProven } = actorOf(request, 'signer');
      const { sealed } = await signing.addHandwrittenSignature({
        operation,
        signer,
        emailProven,
        documentId: request.params.documentUuid,
        drawing: request.body,
        fieldValues: request.body.fields,
        meta: requestMeta(request),
      });
      return { result: 'OK' as const, sealed };
    },
  );

  app.post(
    '/api/v2/rejectoperation/:operationUuid',
    {
      config: { access: 'signer' },
      schema: {
        tags: ['signing service'],
        operationId: 'rejectOperation',
        summary: 'The signer declines to sign (with an optional reason)',
        params: opParams,
        body: ZRejectOperationRequest,
        response: { 200: ZEndedOperation('REJECTED'), ...problems },
      },
    },
    async (request) => {
      const { operation, signer } = actorOf(request, 'signer');
      await signing.rejectOperation({
        operation,
        signer,
        reason: request.body.reason,
        meta: requestMeta(request),
      });
      return { status: 'REJECTED' as const };
    },
  );
};
