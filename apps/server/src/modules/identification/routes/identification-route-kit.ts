import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../../platform/http/access.ts';
import { requestMeta } from '../../../platform/http/request-meta.ts';
import type { TIdentificationActor, TIdentificationContext } from '../identification.types.ts';
import { identificationPolicy } from '../verdict/identification-policy.ts';

/** The identifying signer the route's `identification-signer` scope resolved, as the use cases take it. */
export function identificationActor(
  request: FastifyRequest,
  { platform }: TIdentificationContext,
): TIdentificationActor {
  const access = actorOf(request, 'identification-signer');
  return {
    operationId: access.operation.id,
    organizationId: access.operation.organizationId,
    signer: access.signer,
    meta: requestMeta(request),
    policy: identificationPolicy(platform.config, access.operation.identificationChecks),
    demo: access.operation.demo,
  };
}

/**
 * What each stage's routes are given by the identification service's plugin. Each route
 * declares `identification-signer` (the operation's own signer at their turn, whose
 * signature type identifies) or `identification-reader` (that signer, also after the
 * operation is over, or the operation's owner).
 */
export interface TIdentificationRoutesOptions {
  identification: TIdentificationContext;
  /** The context whose vision pool this request's detections run on. */
  visionOf: (request: FastifyRequest) => TIdentificationContext;
}
