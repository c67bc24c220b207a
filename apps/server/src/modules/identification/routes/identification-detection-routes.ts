import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detectBackFrame } from '../capture/detect-back-frame.ts';
import { detectFaceFrame } from '../capture/detect-face-frame.ts';
import { detectFrontFrame } from '../capture/detect-front-frame.ts';
import { saveIdentificationData } from '../capture/save-identification-data.ts';
import { detectHologram } from '../document/detect-hologram.ts';
import { checkColours } from '../liveness/check-colours.ts';
import { checkLiveness } from '../liveness/check-liveness.ts';
import { livenessChallenge } from '../liveness/liveness-challenge.ts';
import {
  checkColoursRoute,
  checkLivenessRoute,
  detectBackRoute,
  detectFaceRoute,
  detectFrontRoute,
  detectHologramRoute,
  livenessChallengeRoute,
  saveIdentificationDataRoute,
} from './identification-detection-routes.openapi.ts';
import {
  identificationActor,
  type TIdentificationRoutesOptions,
} from './identification-route-kit.ts';

/**
 * The capture stages: the face, the liveness challenge and its colour sequence, the
 * document front, its hologram and its back, and the client's own captures. The vision
 * work runs on the pool `visionOf` picks for the request. Each route's access, limits and
 * documentation: identification-detection-routes.openapi.ts.
 */
export const identificationDetectionRoutes: FastifyPluginAsyncZod<
  TIdentificationRoutesOptions
> = async (app, { identification, visionOf }) => {
  const actor = (request: FastifyRequest) => identificationActor(request, identification);

  app.post('/api/v2/detection/face/:operationUuid', detectFaceRoute, async (request) =>
    detectFaceFrame(visionOf(request), actor(request), request.body),
  );

  app.post('/api/v2/detection/ml/front/:operationUuid', detectFrontRoute, async (request) =>
    detectFrontFrame(visionOf(request), actor(request), request.body),
  );

  app.post('/api/v2/detection/hologram/:operationUuid', detectHologramRoute, async (request) =>
    detectHologram(visionOf(request), actor(request), request.body),
  );

  app.post('/api/v2/detection/ml/back/:operationUuid', detectBackRoute, async (request) =>
    detectBackFrame(visionOf(request), actor(request), request.body),
  );

  app.post(
    '/api/v2/saveidentificationdata/:operationUuid/:videoUuid',
    saveIdentificationDataRoute,
    async (request) =>
      saveIdentificationData(
        identification,
        actor(request),
        request.params.videoUuid,
        request.body,
      ),
  );

  app.get(
    '/api/v2/identification/challenge/:operationUuid',
    livenessChallengeRoute,
    async (request) => livenessChallenge(identification, actor(request)),
  );

  app.post('/api/v2/detection/liveness/:operationUuid', checkLivenessRoute, async (request) =>
    checkLiveness(visionOf(request), actor(request), request.body),
  );

  app.post('/api/v2/detection/colours/:operationUuid', checkColoursRoute, async (request) =>
    checkColours(visionOf(request), actor(request), request.body),
  );
};
