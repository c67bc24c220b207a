import {
  IDENTIFICATION_LIMITS,
  ZFinishVideoUploadRequest,
  ZIdentificationOpParams,
  ZIdentificationVideoParams,
  ZUploadVideoRequest,
  ZUploadVideoResponse,
  ZVideoChunkParams,
  ZVideoChunkResponse,
} from '@confirma/contracts/identification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.ts';
import { finishVideoUpload, putVideoChunk, uploadVideo } from '../video/upload-video.ts';
import {
  identificationActor,
  problems,
  type TIdentificationRoutesOptions,
  tags,
} from './identification-route-kit.ts';

/** The recorded video, whole or in parts. */
export const identificationVideoRoutes: FastifyPluginAsyncZod<
  TIdentificationRoutesOptions
> = async (app, { identification }) => {
  const maxVideo = identification.platform.config.IDENTIFICATION_MAX_VIDEO_BYTES;
  app.post(
    '/api/v2/uploadblobwebm/:operationUuid',
    {
      config: { access: 'identification-signer' },
      // base64 text of the largest video, and the JSON around it; past it 413.
      bodyLimit: Math.ceil((maxVideo * 4) / 3) + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload the whole recorded video as base64',
        params: ZIdentificationOpParams,
        body: ZUploadVideoRequest,
        response: { 200: ZUploadVideoResponse, ...problems },
      },
    },
    async (request) =>
      uploadVideo(identification, identificationActor(request, identification), request.body),
  );

  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: IDENTIFICATION_LIMITS.maxVideoChunkBytes },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/api/v2/uploadblobwebm/:operationUuid/:videoUuid/chunks/:index',
    {
      config: { access: 'identification-signer' },
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
      return putVideoChunk(identification, identificationActor(request, identification), {
        videoUuid: request.params.videoUuid,
        index: request.params.index,
        bytes: request.body,
      });
    },
  );

  app.post(
    '/api/v2/uploadblobwebm/:operationUuid/:videoUuid/finish',
    {
      config: { access: 'identification-signer' },
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
        identificationActor(request, identification),
        request.params.videoUuid,
        request.body,
      ),
  );
};
