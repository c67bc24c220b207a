import { ZProblem } from '@confirma/contracts/errors';
import type { TOperationStatus } from '@confirma/contracts/operations';
import {
  ZCreateOtpRequest,
  ZDocumentReadRequest,
  ZHandwrittenRequest,
  ZVerifyOtpRequest,
} from '@confirma/contracts/operations';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { addHandwrittenSignature } from './add-handwritten-signature.ts';
import { currentActa } from './build-acta.ts';
import type { TSigningDeps } from './complete-signature.ts';
import { requestMeta } from './create-operation.ts';
import { endOperation } from './end-operation.ts';
import { loadOperationAccess, requireSigner } from './operation-access.ts';
import { progressOperation, TERMINAL_STATUSES } from './operation-status.ts';
import { operationDocuments } from './operations-schema.ts';
import { sendOtp } from './send-otp.ts';
import { moveSigner } from './signer-routing.ts';
import { verifyOtp } from './verify-otp.ts';

const ok = z.object({ result: z.literal('OK') });
/**
 * A signature's answer. `sealed` false: the signature is recorded but its time stamp could
 * not be had yet; the operation shows SEALING until a job seals the documents.
 */
const signedOk = z.object({ result: z.literal('OK'), sealed: z.boolean() });
const problems = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem, 409: ZProblem };
const opParams = z.object({ operationUuid: z.uuid() });

/** The signer's calls (signer token): document, read-and-accept, OTP, handwritten. */
export const signingRoutes: FastifyPluginAsyncZod<{
  platform: TPlatform;
  deps: TSigningDeps;
}> = async (app, { platform, deps }) => {
  const db = platform.database.db;
  const findDocument = async (operationId: string, documentId: string) => {
    const [document] = await db
      .select()
      .from(operationDocuments)
      .where(
        and(eq(operationDocuments.id, documentId), eq(operationDocuments.operationId, operationId)),
      )
      .limit(1);
    if (!document) throw new AppError('NOT_FOUND', 'No such document');
    return document;
  };
  const checkBodyMatches = (params: string, body: string) => {
    if (params !== body)
      throw new AppError('VALIDATION_FAILED', 'operationUuid differs from the path');
  };
  /** The signer's own, still open operation named by the path (and repeated in the body). */
  const signerCall = async (
    request: Parameters<typeof loadOperationAccess>[2],
    operationUuid: string,
    bodyOperationUuid: string,
  ) => {
    checkBodyMatches(operationUuid, bodyOperationUuid);
    const access = await loadOperationAccess(db, deps.tokenKey, request, operationUuid);
    return { operation: access.operation, signer: requireSigner(access) };
  };

  app.get(
    '/api/v2/getdocumentbyuuidb64/:operationUuid/:documentUuid',
    {
      schema: {
        tags: ['signing service'],
        summary: 'The document as base64 PDF: the original before signing, the sealed one after',
        params: z.object({ operationUuid: z.uuid(), documentUuid: z.uuid() }),
        response: { 200: z.string(), ...problems },
      },
    },
    async (request, reply) => {
      const { operationUuid, documentUuid } = request.params;
      const access = await loadOperationAccess(db, deps.tokenKey, request, operationUuid);
      const document = await findDocument(operationUuid, documentUuid);
      const key = document.signedSha256 ?? document.originalSha256;
      const { operation } = access;
      // The signer's first look at the document, while the operation is live.
      if (
        access.actor === 'signer' &&
        access.signer.status === 'INVITED' &&
        !TERMINAL_STATUSES.includes(operation.status as TOperationStatus)
      ) {
        const { signer } = access;
        await db.transaction(async (tx) => {
          await moveSigner(tx, signer.id, 'OPENED');
          await progressOperation(tx, operation.id, 'OPENED', {
            type: 'signer.opened',
            actorType: 'signer',
            actorId: signer.id,
            ...requestMeta(request),
            documentSha256: key,
          });
        });
      }
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
      return (await platform.blobs.get(key)).toString('base64');
    },
  );

  app.post(
    '/api/v2/documentread/:operationUuid',
    {
      schema: {
        tags: ['signing service'],
        summary: 'Record that the signer read and accepted the document',
        params: opParams,
        body: ZDocumentReadRequest,
        response: { 200: ok, ...problems },
      },
    },
    async (request) => {
      const { operation, signer } = await signerCall(
        request,
        request.params.operationUuid,
        request.body.operationUuid,
      );
      const document = await findDocument(operation.id, request.body.documentUuid);
      await db.transaction(async (tx) => {
        await moveSigner(tx, signer.id, 'DOCUMENT_READ');
        await progressOperation(tx, operation.id, 'DOCUMENT_READ', {
          type: 'signer.document_read',
          actorType: 'signer',
          actorId: signer.id,
          ...requestMeta(request),
          documentSha256: document.signedSha256 ?? document.originalSha256,
          data: { documentId: document.id },
        });
      });
      return { result: 'OK' as const };
    },
  );

  app.post(
    '/api/v2/createotp/:operationUuid',
    {
      schema: {
        tags: ['signing service'],
        summary: "Send a 6-digit code by SMS to the signer's registered phone",
        params: opParams,
        body: ZCreateOtpRequest,
        response: { 200: ok, ...problems, 429: ZProblem },
      },
    },
    async (request) => {
      const { operation, signer } = await signerCall(
        request,
        request.params.operationUuid,
        request.body.operationUuid,
      );
      await sendOtp(
        platform,
        deps.tokenKey,
        operation,
        signer,
        request.body.cellPhone,
        requestMeta(request),
      );
      return { result: 'OK' as const };
    },
  );

  app.post(
    '/api/v2/verifyotpforbot/:operationUuid',
    {
      schema: {
        tags: ['signing service'],
        summary: 'Check the code; the right one seals the documents (PAdES B-T)',
        params: opParams,
        body: ZVerifyOtpRequest,
        response: { 200: signedOk, ...problems, 410: ZProblem, 422: ZProblem, 423: ZProblem },
      },
    },
    async (request) => {
      const { operation, signer } = await signerCall(
        request,
        request.params.operationUuid,
        request.body.operationUuid,
      );
      const { sealed } = await verifyOtp(
        platform,
        deps,
        operation,
        signer,
        request.body.otpValue,
        requestMeta(request),
      );
      return { result: 'OK' as const, sealed };
    },
  );

  app.get(
    '/api/v2/actabyoperationuuidb64/:operationUuid',
    {
      schema: {
        tags: ['signing service'],
        summary: 'The operation certificate ("acta") as a base64 PDF, sealed by the platform',
        params: opParams,
        response: { 200: z.string(), ...problems },
      },
    },
    async (request, reply) => {
      const access = await loadOperationAccess(
        db,
        deps.tokenKey,
        request,
        request.params.operationUuid,
      );
      const { pdf } = await currentActa(platform, deps.seal, access.operation);
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
      return Buffer.from(pdf).toString('base64');
    },
  );

  app.post(
    '/api/v2/addsigntodocument/:operationUuid/:documentUuid',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['signing service'],
        summary: 'Sign with a handwritten drawing (PNG) placed in the signature box',
        params: z.object({ operationUuid: z.uuid(), documentUuid: z.uuid() }),
        body: ZHandwrittenRequest,
        response: { 200: signedOk, ...problems, 415: ZProblem },
      },
    },
    async (request) => {
      const { operationUuid, documentUuid } = request.params;
      if (documentUuid !== request.body.documentUuid) {
        throw new AppError('VALIDATION_FAILED', 'documentUuid differs from the path');
      }
      const { operation, signer } = await signerCall(
        request,
        operationUuid,
        request.body.operationUuid,
      );
      await findDocument(operationUuid, documentUuid);
      const { sealed } = await addHandwrittenSignature(
        platform,
        deps,
        operation,
        signer,
        request.body,
        requestMeta(request),
      );
      return { result: 'OK' as const, sealed };
    },
  );

  app.post(
    '/api/v2/rejectoperation/:operationUuid',
    {
      schema: {
        tags: ['signing service'],
        summary: 'The signer declines to sign (with an optional reason)',
        params: opParams,
        body: z.object({ operationUuid: z.uuid(), reason: z.string().trim().max(500).optional() }),
        response: { 200: z.object({ status: z.literal('REJECTED') }), ...problems },
      },
    },
    async (request) => {
      const { operation, signer } = await signerCall(
        request,
        request.params.operationUuid,
        request.body.operationUuid,
      );
      await endOperation(
        db,
        operation,
        'REJECTED',
        { type: 'signer', id: signer.id },
        requestMeta(request),
        {
          reason: request.body.reason ?? null,
        },
      );
      return { status: 'REJECTED' as const };
    },
  );
};
