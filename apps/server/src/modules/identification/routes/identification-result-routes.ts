import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.ts';
import { requestMeta } from '../../../platform/http/request-meta.ts';
import { NO_STORE } from '../../../platform/http/route-kit.ts';
import { readCertificate } from '../certificate/read-certificate.ts';
import { reviewIdentification } from '../review/review-identification.ts';
import { identificationImagesData } from '../verdict/identification-images-data.ts';
import { identificationResult } from '../verdict/identification-result.ts';
import {
  identificationResultRoute,
  imagesDataRoute,
  ownerReviewRoute,
  readCertificateRoute,
} from './identification-result-routes.openapi.ts';
import {
  identificationActor,
  type TIdentificationRoutesOptions,
} from './identification-route-kit.ts';

/**
 * The verdict, its summary, the owner's review and the certificate. Each route's access
 * and documentation: identification-result-routes.openapi.ts.
 */
export const identificationResultRoutes: FastifyPluginAsyncZod<
  TIdentificationRoutesOptions
> = async (app, { identification, visionOf }) => {
  app.post(
    '/api/v2/identificationresult/:operationUuid/:videoUuid',
    identificationResultRoute,
    async (request) =>
      identificationResult(
        visionOf(request),
        identificationActor(request, identification),
        request.params.videoUuid,
      ),
  );

  app.get(
    '/api/v2/identification/images/data/:operationUuid/:videoUuid',
    imagesDataRoute,
    async (request) =>
      identificationImagesData(
        identification,
        actorOf(request, 'identification-reader'),
        request.params.videoUuid,
      ),
  );

  app.post(
    '/api/v2/identification/review/:operationUuid/:videoUuid',
    ownerReviewRoute,
    async (request) =>
      reviewIdentification(
        identification,
        actorOf(request, 'identification-reader'),
        request.params.videoUuid,
        request.body,
        requestMeta(request),
      ),
  );

  app.get(
    '/api/v2/identification/certificate/:operationUuid/:videoUuid',
    readCertificateRoute,
    async (request, reply) => {
      const pdf = await readCertificate(
        identification,
        actorOf(request, 'identification-reader'),
        request.params.videoUuid,
      );
      reply.type('text/plain; charset=utf-8').header('cache-control', NO_STORE);
      return Buffer.from(pdf).toString('base64');
    },
  );
};
