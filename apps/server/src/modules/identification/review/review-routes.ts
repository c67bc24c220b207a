import { Readable } from 'node:stream';
import { ZProblem } from '@confirma/contracts/errors';
import {
  ZReviewCase,
  ZReviewCaseParams,
  ZReviewDecisionResponse,
  ZReviewImages,
  ZReviewQueueQuery,
  ZReviewQueueResponse,
} from '@confirma/contracts/review';
import { ZReviewDecisionRequest } from '@confirma/contracts/review-decision';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/http/access.ts';
import { requestMeta } from '../../../platform/http/request-meta.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { decideReview } from './decide-review.ts';
import { listReviewQueue } from './list-review-queue.ts';
import { openReviewCase } from './open-review-case.ts';
import { readReviewCase } from './read-review-case.ts';
import { readReviewFrame, readReviewImage, streamReviewVideo } from './review-media.ts';

const tags = ['review desk'];
const problems = { 400: ZProblem, 401: ZProblem, 403: ZProblem, 404: ZProblem };
/** The desk shows personal data: never kept by a cache. */
const NO_STORE = 'no-store';

/**
 * The review desk of the platform's reviewers (session cookie and the `reviewer` role,
 * never an account token): the queue, a case side by side with its images, frames and
 * video, and the decision.
 */
export const reviewDeskRoutes: FastifyPluginAsyncZod<{
  identification: TIdentificationContext;
}> = async (app, { identification }) => {
  app.get(
    '/api/review/identifications',
    {
      config: { access: 'reviewer' },
      schema: {
        tags,
        summary: 'The identifications waiting for a platform reviewer, oldest first',
        description:
          'Each with its account, operation, age, due time (IDENTIFICATION_REVIEW_SLA_MINUTES after the verdict), review reasons, risk signals, and whether a first decision waits for a second reviewer (four-eyes).',
        querystring: ZReviewQueueQuery,
        response: { 200: ZReviewQueueResponse, ...problems },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return listReviewQueue(identification, request.query);
    },
  );

  app.get(
    '/api/review/identifications/:id',
    {
      config: { access: 'reviewer' },
      schema: {
        tags,
        summary: 'One case side by side: images, burst frames, video, timeline, document, checks',
        params: ZReviewCaseParams,
        response: { 200: ZReviewCase, ...problems },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return readReviewCase(identification, request.params);
    },
  );

  app.post(
    '/api/review/identifications/:id/decision',
    {
      config: { access: 'reviewer' },
      schema: {
        tags,
        summary: 'Decide a case: APPROVE or REJECT, with a reason and the checklist',
        description:
          "APPROVE needs every item of the checklist (422 REVIEW_CHECKLIST_INCOMPLETE). With four-eyes the first decision waits for a second, different reviewer (409 REVIEW_SAME_REVIEWER for the same one), who confirms it or overrules it (the case goes back to the queue). 409 REVIEW_BY_OWNER where the account decides its own cases, REVIEW_OWN_ACCOUNT for a case of the reviewer's own account, IDENTIFICATION_OUT_OF_ORDER once decided.",
        params: ZReviewCaseParams,
        body: ZReviewDecisionRequest,
        response: { 200: ZReviewDecisionResponse, ...problems, 409: ZProblem, 422: ZProblem },
      },
    },
    async (request) => {
      const reviewer = actorOf(request, 'reviewer');
      const ref = await openReviewCase(identification, request.params);
      return decideReview(
        identification,
        ref,
        { role: 'platform_reviewer', userId: reviewer.id, meta: requestMeta(request) },
        request.body,
      );
    },
  );

  // One of the case's images, or a burst's frame: the bytes as they are, never cached.
  const imageRoute = <TParams extends z.ZodObject>(
    url: string,
    summary: string,
    params: TParams,
    read: (params: z.infer<TParams>) => Promise<{ bytes: Buffer; type: string }>,
  ) =>
    app.get(
      url,
      {
        config: { access: 'reviewer' },
        schema: {
          tags,
          summary,
          produces: ['image/jpeg', 'image/png'],
          params,
          response: {
            // A Buffer is sent as it is (Fastify does not serialise it): the schema documents it.
            200: z.any().describe('the image (image/jpeg or image/png)'),
            ...problems,
          },
        },
      },
      async (request, reply) => {
        const { bytes, type } = await read(request.params as z.infer<TParams>);
        return reply.type(type).header('cache-control', NO_STORE).send(bytes);
      },
    );
  imageRoute(
    '/api/review/identifications/:id/images/:name',
    "One of the case's images (the portrait is cut from the document's front)",
    ZReviewCaseParams.extend({ name: ZReviewImages.keyof() }),
    (params) => readReviewImage(identification, params),
  );
  imageRoute(
    '/api/review/identifications/:id/frames/:frameId',
    'One frame of a liveness burst',
    ZReviewCaseParams.extend({ frameId: z.uuid() }),
    (params) => readReviewFrame(identification, params),
  );

  app.get(
    '/api/review/identifications/:id/video',
    {
      config: { access: 'reviewer' },
      schema: {
        tags,
        summary: "The case's recording (video/webm), whole or the byte range asked for",
        produces: ['video/webm'],
        params: ZReviewCaseParams,
        response: {
          200: z.any().describe('the recording (video/webm)'),
          206: z.any().describe('the bytes of the Range header'),
          416: z.any().describe('a range past the end (Content-Range: bytes */size)'),
          ...problems,
        },
      },
    },
    async (request, reply) => {
      const video = await streamReviewVideo(identification, {
        id: request.params.id,
        range: request.headers.range,
      });
      reply.header('accept-ranges', 'bytes').header('cache-control', NO_STORE);
      if (video.status === 416) {
        return reply.code(416).header('content-range', `bytes */${video.size}`).send();
      }
      reply.type('video/webm');
      if (video.status === 200) {
        return reply.header('content-length', video.size).send(video.body);
      }
      const { start, end } = video.range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${video.size}`)
        .header('content-length', end - start + 1)
        .send(Readable.from(video.body));
    },
  );
};
