import {
  ZReviewCase,
  ZReviewCaseParams,
  ZReviewDecisionResponse,
  ZReviewImages,
  ZReviewQueueQuery,
  ZReviewQueueResponse,
} from '@confirma/contracts/review';
import { ZReviewDecisionRequest } from '@confirma/contracts/review-decision';
import { z } from 'zod';
import { problems } from '../../../platform/http/route-kit.ts';

const tags = ['review desk'];
const deskProblems = problems(400, 401, 403, 404);
/** A Buffer is sent as it is (Fastify does not serialise it): the schema documents it. */
const image = {
  200: z.any().describe('the image (image/jpeg or image/png)'),
  ...deskProblems,
};

export const reviewQueueRoute = {
  config: { access: 'reviewer' },
  schema: {
    tags,
    summary: 'The identifications waiting for a platform reviewer, oldest first',
    description:
      'Each with its account, operation, age, due time (IDENTIFICATION_REVIEW_SLA_MINUTES after the verdict), review reasons, risk signals, and whether a first decision waits for a second reviewer (four-eyes).',
    querystring: ZReviewQueueQuery,
    response: { 200: ZReviewQueueResponse, ...deskProblems },
  },
} as const;

export const reviewCaseRoute = {
  config: { access: 'reviewer' },
  schema: {
    tags,
    summary: 'One case side by side: images, burst frames, video, timeline, document, checks',
    params: ZReviewCaseParams,
    response: { 200: ZReviewCase, ...deskProblems },
  },
} as const;

export const decideReviewRoute = {
  config: { access: 'reviewer' },
  schema: {
    tags,
    summary: 'Decide a case: APPROVE or REJECT, with a reason and the checklist',
    description:
      "APPROVE needs every item of the checklist (422 REVIEW_CHECKLIST_INCOMPLETE). With four-eyes the first decision waits for a second, different reviewer (409 REVIEW_SAME_REVIEWER for the same one), who confirms it or overrules it (the case goes back to the queue). 409 REVIEW_BY_OWNER where the account decides its own cases, REVIEW_OWN_ACCOUNT for a case of the reviewer's own account, IDENTIFICATION_OUT_OF_ORDER once decided.",
    params: ZReviewCaseParams,
    body: ZReviewDecisionRequest,
    response: { 200: ZReviewDecisionResponse, ...problems(400, 401, 403, 404, 409, 422) },
  },
} as const;

export const reviewImageRoute = {
  config: { access: 'reviewer' },
  schema: {
    tags,
    summary: "One of the case's images (the portrait is cut from the document's front)",
    produces: ['image/jpeg', 'image/png'],
    params: ZReviewCaseParams.extend({ name: ZReviewImages.keyof() }),
    response: image,
  },
} as const;

export const reviewFrameRoute = {
  config: { access: 'reviewer' },
  schema: {
    tags,
    summary: 'One frame of a liveness burst',
    produces: ['image/jpeg', 'image/png'],
    params: ZReviewCaseParams.extend({ frameId: z.uuid() }),
    response: image,
  },
} as const;

export const reviewVideoRoute = {
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
      ...deskProblems,
    },
  },
} as const;
