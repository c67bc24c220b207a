import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';

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
