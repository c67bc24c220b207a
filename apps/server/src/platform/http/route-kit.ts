import { ZProblem } from '@confirma/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';

/**
 * The one cache-control value of an answer meant for its caller only: nothing may keep it,
 * neither the browser nor a proxy (`no-store` already implies `private` for both).
 */
export const NO_STORE = 'no-store';

/** `{ operationUuid }`: the operation in the path, as every module names it. */
export const ZOperationParams = z.object({ operationUuid: z.uuid() });

/**
 * The problem+json responses a route documents, by status: `problems(400, 401, 404)`.
 * Each answer is the platform's problem document (platform/http/problem.ts).
 */
export function problems<const S extends number>(...statuses: S[]): Record<S, typeof ZProblem> {
  return Object.fromEntries(statuses.map((status) => [status, ZProblem])) as Record<
    S,
    typeof ZProblem
  >;
}

/**
 * An onRequest hook refusing state changes whose Origin is another site: defence in depth
 * beside SameSite=Lax session cookies, for every route a browser session can reach.
 */
export function sameOriginGuard(publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return async (request: FastifyRequest) => {
    const from = request.headers.origin;
    if (request.method !== 'GET' && request.method !== 'HEAD' && from && from !== origin) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused');
    }
  };
}

/** onSend: `no-store` on every answer whose route did not choose its own cache policy. */
async function noStoreUnlessSet(_request: FastifyRequest, reply: FastifyReply) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
}

export interface TPrivateRoutesOptions {
  /** The site a browser session's state changes must come from (config.PUBLIC_URL). */
  publicUrl: string;
  /** False for routes no browser session reaches (a signer's link, a machine's call). */
  sameOrigin?: boolean;
}

/**
 * The hooks of a plugin whose answers belong to their caller: the same-origin guard of
 * cookie requests (unless `sameOrigin: false`) and `no-store` on every answer a route
 * did not give its own cache-control. Called first in the plugin, so it covers all of it.
 */
export function privateRoutes(app: FastifyInstance, options: TPrivateRoutesOptions): void {
  if (options.sameOrigin !== false) app.addHook('onRequest', sameOriginGuard(options.publicUrl));
  app.addHook('onSend', noStoreUnlessSet);
}
