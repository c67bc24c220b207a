import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/http/access.ts';
import type { TOperationsService } from '../../operations/index.ts';
import { signerRateLimit } from '../../tokens/index.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { identificationDetectionRoutes } from './identification-detection-routes.ts';
import { identificationResultRoutes } from './identification-result-routes.ts';
import { identificationSessionRoutes } from './identification-session-routes.ts';
import { identificationVideoRoutes } from './identification-video-routes.ts';

/**
 * The video identification service under /api/v2, with the signer's token of
 * the operation in the path (its routes' access scopes, see identification-access.ts). Only
 * a signer whose signature type identifies reaches it (403 IDENTIFICATION_NOT_REQUESTED
 * otherwise), and every call with a signer token counts against that signer's
 * IDENTIFICATION_SIGNER_RATE_LIMIT a minute, and every such call from one address against
 * IDENTIFICATION_IP_RATE_LIMIT (429 RATE_LIMITED past either).
 */
export const identificationRoutes: FastifyPluginAsyncZod<{
  operations: TOperationsService;
  identification: TIdentificationContext;
}> = async (app, { operations, identification }) => {
  const { context } = operations;
  app.addHook(
    'preHandler',
    signerRateLimit(context, {
      scope: 'identification',
      max: context.platform.config.IDENTIFICATION_SIGNER_RATE_LIMIT,
      ipMax: context.platform.config.IDENTIFICATION_IP_RATE_LIMIT,
    }),
  );
  /** A public demo's detections run on the demo's budget of the vision pool (VISION_BUSY). */
  const visionOf = (request: FastifyRequest): TIdentificationContext =>
    actorOf(request, 'identification-signer').operation.demo && identification.demoVision
      ? { ...identification, vision: identification.demoVision }
      : identification;
  const options = { identification, visionOf };
  await app.register(identificationSessionRoutes, options);
  await app.register(identificationDetectionRoutes, options);
  await app.register(identificationVideoRoutes, options);
  await app.register(identificationResultRoutes, options);
};
