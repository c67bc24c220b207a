import { ZProblem } from '@confirma/contracts/errors';
import {
  ZIdentificationCertificateResponse,
  ZIdentificationImagesData,
  ZIdentificationResultResponse,
  ZIdentificationReviewRequest,
  ZIdentificationVideoParams,
} from '@confirma/contracts/identification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.ts';
import { requestMeta } from '../../../platform/http/request-meta.ts';
import { readCertificate } from '../certificate/read-certificate.ts';
import { reviewIdentification } from '../review/review-identification.ts';
import { identificationImagesData } from '../verdict/identification-images-data.ts';
import { identificationResult } from '../verdict/identification-result.ts';
import {
  identificationActor,
  problems,
  type TIdentificationRoutesOptions,
  tags,
} from './identification-route-kit.ts';

/** The verdict, its summary, the owner's review and the certificate. */
export const identificationResultRoutes: FastifyPluginAsyncZod<
  TIdentificationRoutesOptions
> = async (app, { identification, visionOf }) => {
  app.post(
    '/api/v2/identificationresult/:operationUuid/:videoUuid',
    {
      config: { access: 'identification-signer' },
      schema: {
        tags,
        summary: 'Compute and record the identification result',
        params: ZIdentificationVideoParams,
        response: { 200: ZIdentificationResultResponse, ...problems },
      },
    },
    async (request) =>
      identificationResult(
        visionOf(request),
        identificationActor(request, identification),
        request.params.videoUuid,
      ),
  );

  app.get(
    '/api/v2/identification/images/data/:operationUuid/:videoUuid',
    {
      config: { access: 'identification-reader' },
      schema: {
        tags,
        summary: 'The identification summary: images, scores and document data',
        params: ZIdentificationVideoParams,
        response: { 200: ZIdentificationImagesData, ...problems },
      },
    },
    async (request) =>
      identificationImagesData(
        identification,
        actorOf(request, 'identification-reader'),
        request.params.videoUuid,
      ),
  );

  app.post(
    '/api/v2/identification/review/:operationUuid/:videoUuid',
    {
      config: { access: 'identification-reader' },
      schema: {
        tags,
        summary:
          "The owner's decision on an identification under REVIEW (accounts that decide their own)",
        description:
          "With the operation owner's account token, where the account chose to decide its own cases (identificationReview.by OWNER): a reason (10 to 1,000 characters) and the checklist, as the platform's reviewers give them; APPROVE needs every item ticked (422 REVIEW_CHECKLIST_INCOMPLETE). APPROVE passes it (the signer is identified, the operation moves on); REJECT fails it (the signer may try again). With four-eyes the owner's decision waits for a platform reviewer's. The evidence records who decided (account_owner and the user id), the reason and the checklist, and the certificate is sealed again with the decision. 409 REVIEW_BY_PLATFORM where the platform's reviewers decide (the default), IDENTIFICATION_OUT_OF_ORDER when it is not under review; 403 for the signer.",
        params: ZIdentificationVideoParams,
        body: ZIdentificationReviewRequest,
        response: { 200: ZIdentificationResultResponse, ...problems, 422: ZProblem },
      },
    },
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
    {
      config: { access: 'identification-reader' },
      schema: {
        tags,
        summary: 'The identification certificate as a base64 PDF, sealed by the platform',
        produces: ['text/plain'],
        description:
          'For the identified signer or the operation owner, once the result is recorded.',
        params: ZIdentificationVideoParams,
        response: { 200: ZIdentificationCertificateResponse, ...problems },
      },
    },
    async (request, reply) => {
      const pdf = await readCertificate(
        identification,
        actorOf(request, 'identification-reader'),
        request.params.videoUuid,
      );
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
      return Buffer.from(pdf).toString('base64');
    },
  );
};
