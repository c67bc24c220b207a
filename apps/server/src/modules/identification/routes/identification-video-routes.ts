import { IDENTIFICATION_LIMITS } from '@confirma/contracts/identification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.ts';
import { finishVideoUpload, putVideoChunk, uploadVideo } from '../video/upload-video.ts';
import {
  identificationActor,
  type TIdentificationRoutesOptions,
} from './identification-route-kit.ts';
import {
  finishVideoUploadRoute,
  putVideoChunkRoute,
  uploadVideoRoute,
} from './identification-video-routes.openapi.ts';

/**
 * The recorded video, whole or in parts. Each route's access, limits and documentation:
 * identification-video-routes.openapi.ts.
 */
export const identificationVideoRoutes: FastifyPluginAsyncZod<
  TIdentificationRoutesOptions
> = async (app, { identification }) => {
  const maxVideoBytes = identification.platform.config.IDENTIFICATION_MAX_VIDEO_BYTES;
  app.post(
    '/api/v2/uploadblobwebm/:operationUuid',
    uploadVideoRoute(maxVideoBytes),
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
    putVideoChunkRoute,
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the part as application/octet-stream');
      }
      const { videoUuid, index } = request.params;
      return putVideoChunk(identification, identificationActor(request, identification), {
        videoUuid,
        index,
        bytes: request.body,
      });
    },
  );

  app.post(
    '/api/v2/uploadblobwebm/:operationUuid/:videoUuid/finish',
    finishVideoUploadRoute,
    async (request) =>
      finishVideoUpload(
        identification,
        identificationActor(request, identification),
        request.params.videoUuid,
        request.body,
      ),
  );
};
