import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  fingerprintOf,
  type TIdempotencyScope,
  type TIdempotentResult,
} from '../idempotency/idempotency.ts';

/**
 * The request's Idempotency-Key scoped to the account, with the fingerprint of what it
 * asks (method, path, body); undefined without the header (validated by the route's
 * `headers: ZIdempotencyHeaders`).
 */
export function idempotencyScope(
  request: FastifyRequest,
  userId: string,
): TIdempotencyScope | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return undefined;
  const route = `${request.method} ${request.url.split('?')[0]}`;
  return { userId, key, fingerprint: fingerprintOf(route, request.body) };
}

/** Sends the answer; a replayed one says so (`Idempotent-Replayed: true`). */
export function sendIdempotent<T>(reply: FastifyReply, result: TIdempotentResult<T>) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.status).send(result.body);
}
