import { ZProblem } from '@confirma/contracts/errors';
import {
  IDENTIFICATION_LIMITS,
  ZBackDetectionRequest,
  ZDocumentDetectionResponse,
  ZFaceDetectionRequest,
  ZFaceDetectionResponse,
  ZFinishVideoUploadRequest,
  ZFrontDetectionRequest,
  ZHologramRequest,
  ZIdentificationCertificateResponse,
  ZIdentificationImagesData,
  ZIdentificationOpParams,
  ZIdentificationResultResponse,
  ZIdentificationReviewRequest,
  ZIdentificationStanding,
  ZIdentificationVideoParams,
  ZLivenessChallengeResponse,
  ZLivenessRequest,
  ZLivenessResponse,
  ZSaveIdentificationDataRequest,
  ZSaveIdentificationDataResponse,
  ZStartIdentificationRequest,
  ZStartIdentificationResponse,
  ZUploadVideoRequest,
  ZUploadVideoResponse,
  ZVideoChunkParams,
  ZVideoChunkResponse,
  ZVideoSessionResponse,
} from '@confirma/contracts/identification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { requestMeta } from '../../platform/http/request-meta.ts';
import {
  accessOf,
  operationAccessHook,
  signerAccessOf,
  signerRateLimit,
  type TSigningService,
} from '../operations/index.ts';
import { checkLiveness } from './check-liveness.ts';
import { detectBackFrame } from './detect-back-frame.ts';
import { detectFaceFrame } from './detect-face-frame.ts';
import { detectFrontFrame } from './detect-front-frame.ts';
import { detectHologram } from './detect-hologram.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import { identificationImagesData } from './identification-images-data.ts';
import { identificationPolicy } from './identification-policy.ts';
import { identificationResult } from './identification-result.ts';
import { livenessChallenge } from './liveness-challenge.ts';
import { openSession } from './open-session.ts';
import { readCertificate } from './read-certificate.ts';
import { readIdentificationStanding } from './read-identification-standing.ts';
import { reviewIdentification } from './review-identification.ts';
import { saveIdentificationData } from './save-identification-data.ts';
import { startIdentification } from './start-identification.ts';
import { finishVideoUpload, putVideoChunk, uploadVideo } from './upload-video.ts';

const problems = {
  400: ZProblem,
  401: ZProblem,
  403: ZProblem,
  404: ZProblem,
  409: ZProblem,
  413: ZProblem,
  415: ZProblem,
  429: ZProblem,
  503: ZProblem,
};
const tags = ['identification service'];
/** A frame's JSON body: the base64 text limit of the contract and a little more. */
const FRAME_BODY_LIMIT = 12 * 1024 * 1024;

function actorOf(
  request: FastifyRequest,
  { platform }: TIdentificationContext,
): TIdentificationActor {
  const access = signerAccessOf(request);
  return {
    operationId: access.operation.id,
    signer: access.signer,
    meta: requestMeta(request),
    policy: identificationPolicy(platform.config, access.operation.identificationChecks),
    demo: access.operation.demo,
  };
}

/**
 * The video identification service (spec 001 §7) under /api/v2, with the signer's token of
 * the operation in the path (the operations module's signer-only access preHandler). Only
 * a signer whose signature type identifies reaches it (403 IDENTIFICATION_NOT_REQUESTED
 * otherwise), and every call with a signer token counts against that signer's
 * IDENTIFICATION_SIGNER_RATE_LIMIT a minute (429 RATE_LIMITED past it).
 */
export const identificationRoutes: FastifyPluginAsyncZod<{
  signing: TSigningService;
  identification: TIdentificationContext;
}> = async (app, { signing, identification }) => {
  const { context } = signing;
  app.addHook(
    'preHandler',
    signerRateLimit(context, {
      scope: 'identification',
      max: context.platform.config.IDENTIFICATION_SIGNER_RATE_LIMIT,
    }),
  );
  const signer = operationAccessHook(context, { signerOnly: true, identification: true });
  /** A public demo's detections run on the demo's budget of the vision pool (VISION_BUSY). */
  const visionOf = (request: FastifyRequest): TIdentificationContext =>
    signerAccessOf(request).operation.demo && identification.demoVision
      ? { ...identification, vision: identification.demoVision }
      : identification;
  /** The signer (also after the operation is over) or the operation's owner. */
  const reader = operationAccessHook(context, { identification: true });

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
      const session = await openSession(identification, actorOf(request, identification), token);
      // A demo's images and video go within a day (DEMO_IDENTIFICATION_RETENTION_HOURS).
      return signerAccessOf(request).operation.demo ? { ...session, retentionDays: 1 } : session;
    },
  );

  app.get(
    '/api/v2/identification/standing/:operationUuid',
    {
      preHandler: reader,
      schema: {
        tags,
        summary: 'Where the signer stands: what a link opened again shows',
        description:
          "With the signer's token, also once the operation is over (403 for the owner). step: IDENTIFY (nothing finished yet), RETRY (the last attempt failed and the operation is open: another may start, its failures say why), REVIEW (the operation's owner decides), PASSED (next: the traveller's parte, the signature when signsAfter, or nothing), WAITING (earlier signers first), CLOSED (closedBy: CANCELLED, EXPIRED, REJECTED or FINISHED). identification: the latest attempt that began recording. A read: nothing changes.",
        params: ZIdentificationOpParams,
        response: { 200: ZIdentificationStanding, ...problems },
      },
    },
    async (request) => readIdentificationStanding(identification, accessOf(request)),
  );

  app.post(
    '/api/v2/startidentification/:operationUuid',
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'Start recording: the operation moves to RECORDING',
        description:
          'An optional body carries the biometric consent (GDPR art. 9) shown by the screen, recorded as evidence; required when the session answer says consentRequired.',
        params: ZIdentificationOpParams,
        body: ZStartIdentificationRequest,
        response: { 200: ZStartIdentificationResponse, ...problems },
      },
    },
    async (request) =>
      startIdentification(identification, actorOf(request, identification), request.body ?? {}),
  );

  app.post(
    '/api/v2/detection/face/:operationUuid',
    {
      preHandler: signer,
      bodyLimit: FRAME_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Detect the face in a selfie frame (vision worker pool)',
        params: ZIdentificationOpParams,
        body: ZFaceDetectionRequest,
        response: { 200: ZFaceDetectionResponse, ...problems },
      },
    },
    async (request) =>
      detectFaceFrame(visionOf(request), actorOf(request, identification), request.body),
  );

  app.post(
    '/api/v2/detection/ml/front/:operationUuid',
    {
      preHandler: signer,
      bodyLimit: FRAME_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Detect a card front or a passport page and match its portrait (vision pool)',
        params: ZIdentificationOpParams,
        body: ZFrontDetectionRequest,
        response: { 200: ZDocumentDetectionResponse, ...problems },
      },
    },
    async (request) =>
      detectFrontFrame(visionOf(request), actorOf(request, identification), request.body),
  );

  app.post(
    '/api/v2/detection/hologram/:operationUuid',
    {
      preHandler: signer,
      bodyLimit: FRAME_BODY_LIMIT * 2,
      schema: {
        tags,
        summary: "Check a card front's hologram on a burst of 3-12 frames, tilted (vision pool)",
        description:
          'After the card front, before its back (not for a passport). Answers a list with one result, documenttype "hologram": confidence is the score, detected at 0.75; imagebase64 is the card in the most telling frame. Five bursts per identification; the best score is kept (images/data hologramConfidence).',
        params: ZIdentificationOpParams,
        body: ZHologramRequest,
        response: { 200: ZDocumentDetectionResponse, ...problems },
      },
    },
    async (request) =>
      detectHologram(visionOf(request), actorOf(request, identification), request.body),
  );

  app.post(
    '/api/v2/detection/ml/back/:operationUuid',
    {
      preHandler: signer,
      bodyLimit: FRAME_BODY_LIMIT,
      schema: {
        tags,
        summary: "Detect a card's back and read its MRZ (vision pool)",
        params: ZIdentificationOpParams,
        body: ZBackDetectionRequest,
        response: { 200: ZDocumentDetectionResponse, ...problems },
      },
    },
    async (request) =>
      detectBackFrame(visionOf(request), actorOf(request, identification), request.body),
  );

  app.post(
    '/api/v2/saveidentificationdata/:operationUuid/:videoUuid',
    {
      preHandler: signer,
      bodyLimit: FRAME_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Store a capture: its image as a blob and its metadata (spec 001 §3.1)',
        params: ZIdentificationVideoParams,
        body: ZSaveIdentificationDataRequest,
        response: { 200: ZSaveIdentificationDataResponse, ...problems },
      },
    },
    async (request) =>
      saveIdentificationData(
        identification,
        actorOf(request, identification),
        request.params.videoUuid,
        request.body,
      ),
  );

  const maxVideo = identification.platform.config.IDENTIFICATION_MAX_VIDEO_BYTES;
  app.post(
    '/api/v2/uploadblobwebm/:operationUuid',
    {
      preHandler: signer,
      // base64 text of the largest video, and the JSON around it; past it 413.
      bodyLimit: Math.ceil((maxVideo * 4) / 3) + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload the whole recorded video as base64 (spec 001 §3.2)',
        params: ZIdentificationOpParams,
        body: ZUploadVideoRequest,
        response: { 200: ZUploadVideoResponse, ...problems },
      },
    },
    async (request) => uploadVideo(identification, actorOf(request, identification), request.body),
  );

  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: IDENTIFICATION_LIMITS.maxVideoChunkBytes },
    (_request, body, done) => done(null, body),
  );
  app.put(
    '/api/v2/uploadblobwebm/:operationUuid/:videoUuid/chunks/:index',
    {
      preHandler: signer,
      bodyLimit: IDENTIFICATION_LIMITS.maxVideoChunkBytes,
      schema: {
        tags,
        summary: 'Upload one part of the video (raw bytes); a part sent again replaces itself',
        description: `The body is the part itself (application/octet-stream, at most ${IDENTIFICATION_LIMITS.maxVideoChunkBytes} bytes).`,
        params: ZVideoChunkParams,
        response: { 200: ZVideoChunkResponse, ...problems },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the part as application/octet-stream');
      }
      return putVideoChunk(identification, actorOf(request, identification), {
        videoUuid: request.params.videoUuid,
        index: request.params.index,
        bytes: request.body,
      });
    },
  );

  app.post(
    '/api/v2/uploadblobwebm/:operationUuid/:videoUuid/finish',
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'Assemble the uploaded parts into the video',
        params: ZIdentificationVideoParams,
        body: ZFinishVideoUploadRequest,
        response: { 200: ZUploadVideoResponse, ...problems },
      },
    },
    async (request) =>
      finishVideoUpload(
        identification,
        actorOf(request, identification),
        request.params.videoUuid,
        request.body,
      ),
  );

  app.post(
    '/api/v2/identificationresult/:operationUuid/:videoUuid',
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'Compute and record the identification result (spec 001 §4.7)',
        params: ZIdentificationVideoParams,
        response: { 200: ZIdentificationResultResponse, ...problems },
      },
    },
    async (request) =>
      identificationResult(
        visionOf(request),
        actorOf(request, identification),
        request.params.videoUuid,
      ),
  );

  app.get(
    '/api/v2/identification/images/data/:operationUuid/:videoUuid',
    {
      preHandler: reader,
      schema: {
        tags,
        summary: 'The identification summary: images, scores and document data (spec 001 §3.8)',
        params: ZIdentificationVideoParams,
        response: { 200: ZIdentificationImagesData, ...problems },
      },
    },
    async (request) =>
      identificationImagesData(identification, accessOf(request), request.params.videoUuid),
  );

  app.post(
    '/api/v2/identification/review/:operationUuid/:videoUuid',
    {
      preHandler: reader,
      schema: {
        tags,
        summary: "The owner's decision on an identification under REVIEW",
        description:
          "With the operation owner's account token. APPROVE passes it (the signer is identified, the operation moves on); REJECT fails it (the signer may try again). Either way the evidence records who decided and the certificate is sealed again with the decision. 409 IDENTIFICATION_OUT_OF_ORDER when it is not under review; 403 for the signer.",
        params: ZIdentificationVideoParams,
        body: ZIdentificationReviewRequest,
        response: { 200: ZIdentificationResultResponse, ...problems },
      },
    },
    async (request) =>
      reviewIdentification(
        identification,
        accessOf(request),
        request.params.videoUuid,
        request.body,
        requestMeta(request),
      ),
  );

  app.get(
    '/api/v2/identification/certificate/:operationUuid/:videoUuid',
    {
      preHandler: reader,
      schema: {
        tags,
        summary: 'The identification certificate as a base64 PDF, sealed by the platform',
        description:
          'For the identified signer or the operation owner, once the result is recorded.',
        params: ZIdentificationVideoParams,
        response: { 200: ZIdentificationCertificateResponse, ...problems },
      },
    },
    async (request, reply) => {
      const pdf = await readCertificate(
        identification,
        accessOf(request),
        request.params.videoUuid,
      );
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
      return Buffer.from(pdf).toString('base64');
    },
  );

  app.get(
    '/api/v2/identification/challenge/:operationUuid',
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'The liveness challenges chosen by the server, after the selfie',
        description:
          "Chosen once and stored; asked again, the same sequence: one BLINK and one TURN_LEFT or TURN_RIGHT (the person's own left or right, the right or left of the camera's unmirrored picture), in a random order.",
        params: ZIdentificationOpParams,
        response: { 200: ZLivenessChallengeResponse, ...problems },
      },
    },
    async (request) => livenessChallenge(identification, actorOf(request, identification)),
  );

  app.post(
    '/api/v2/detection/liveness/:operationUuid',
    {
      preHandler: signer,
      bodyLimit: FRAME_BODY_LIMIT * 2,
      schema: {
        tags,
        summary: 'Check one liveness challenge on a burst of 3-12 frames (vision pool)',
        description:
          'Frames as the camera gives them (not mirrored), a few per second. Five tries per challenge; attemptsLeft says how many remain.',
        params: ZIdentificationOpParams,
        body: ZLivenessRequest,
        response: { 200: ZLivenessResponse, ...problems },
      },
    },
    async (request) =>
      checkLiveness(visionOf(request), actorOf(request, identification), request.body),
  );
};
