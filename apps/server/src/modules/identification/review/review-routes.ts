import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.ts';
import { requestMeta } from '../../../platform/http/request-meta.ts';
import { privateRoutes } from '../../../platform/http/route-kit.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { decideReview } from './decide-review.ts';
import { listReviewQueue } from './list-review-queue.ts';
import { openReviewCase } from './open-review-case.ts';
import { readReviewCase } from './read-review-case.ts';
import { readReviewFrame, readReviewImage } from './review-media.ts';
import {
  decideReviewRoute,
  reviewCaseRoute,
  reviewFrameRoute,
  reviewImageRoute,
  reviewQueueRoute,
  reviewVideoRoute,
} from './review-routes.openapi.ts';
import { sendReviewVideo } from './send-review-video.ts';

/** One of the case's images, or a burst's frame: the bytes as they are. */
function sendImage(reply: FastifyReply, { bytes, type }: { bytes: Buffer; type: string }) {
  return reply.type(type).send(bytes);
}

/**
 * The review desk of the platform's reviewers (session cookie and the `reviewer` role,
 * never an account token): the queue, a case side by side with its images, frames and
 * video, and the decision. The desk shows personal data: every answer is `no-store`, and a
 * decision is taken only from the product's own pages (privateRoutes). Each route's access
 * and documentation: review-routes.openapi.ts.
 */
export const reviewDeskRoutes: FastifyPluginAsyncZod<{
  identification: TIdentificationContext;
}> = async (app, { identification }) => {
  privateRoutes(app, { publicUrl: identification.platform.config.PUBLIC_URL });

  app.get('/api/review/identifications', reviewQueueRoute, async (request) =>
    listReviewQueue(identification, request.query),
  );

  app.get('/api/review/identifications/:id', reviewCaseRoute, async (request) =>
    readReviewCase(identification, request.params),
  );

  app.post('/api/review/identifications/:id/decision', decideReviewRoute, async (request) => {
    const reviewer = actorOf(request, 'reviewer');
    const ref = await openReviewCase(identification, request.params);
    return decideReview(
      identification,
      ref,
      { role: 'platform_reviewer', userId: reviewer.id, meta: requestMeta(request) },
      request.body,
    );
  });

  app.get(
    '/api/review/identifications/:id/images/:name',
    reviewImageRoute,
    async (request, reply) =>
      sendImage(reply, await readReviewImage(identification, request.params)),
  );

  app.get(
    '/api/review/identifications/:id/frames/:frameId',
    reviewFrameRoute,
    async (request, reply) =>
      sendImage(reply, await readReviewFrame(identification, request.params)),
  );

  app.get('/api/review/identifications/:id/video', reviewVideoRoute, async (request, reply) =>
    sendReviewVideo(identification, reply, { id: request.params.id, range: request.headers.range }),
  );
};
