import { ZProblem } from '@confirma/contracts/errors';
import {
  ZFaceDetectionRequest,
  ZFaceDetectionResponse,
  ZIdentificationOpParams,
  ZStartIdentificationResponse,
  ZVideoSessionResponse,
} from '@confirma/contracts/identification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../platform/http/request-meta.ts';
import { operationAccessHook, signerAccessOf, type TSigningService } from '../operations/index.ts';
import { detectFaceFrame } from './detect-face-frame.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import { openSession } from './open-session.ts';
import { startIdentification } from './start-identification.ts';

const problems = {
  400: ZProblem,
  401: ZProblem,
  403: ZProblem,
  404: ZProblem,
  409: ZProblem,
  413: ZProblem,
  415: ZProblem,
};
const tags = ['identification service'];

function actorOf(request: FastifyRequest): TIdentificationActor {
  const access = signerAccessOf(request);
  return { operationId: access.operation.id, signer: access.signer, meta: requestMeta(request) };
}

/**
 * The video identification service (spec 001 §7) under /api/v2, with the signer's token of
 * the operation in the path (the operations module's signer-only access preHandler).
 */
export const identificationRoutes: FastifyPluginAsyncZod<{
  signing: TSigningService;
  identification: TIdentificationContext;
}> = async (app, { signing, identification }) => {
  const signer = operationAccessHook(signing.context, { signerOnly: true });

  app.get(
    '/api/v2/session/:operationUuid',
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'Open (or resume) the recording session of an identification',
        params: ZIdentificationOpParams,
        response: { 200: ZVideoSessionResponse, ...problems },
      },
    },
    async (request) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      return openSession(identification, actorOf(request), token);
    },
  );

  app.post(
    '/api/v2/startidentification/:operationUuid',
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'Start recording: the operation moves to RECORDING',
        params: ZIdentificationOpParams,
        response: { 200: ZStartIdentificationResponse, ...problems },
      },
    },
    async (request) => startIdentification(identification, actorOf(request)),
  );

  app.post(
    '/api/v2/detection/face/:operationUuid',
    {
      preHandler: signer,
      bodyLimit: 12 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Detect the face in a selfie frame (vision worker pool)',
        params: ZIdentificationOpParams,
        body: ZFaceDetectionRequest,
        response: { 200: ZFaceDetectionResponse, ...problems },
      },
    },
    async (request) => detectFaceFrame(identification, actorOf(request), request.body),
  );
};
