import type { FastifyRequest } from 'fastify';

/** Who sent a request, as evidence events record it. */
export interface TRequestMeta {
  /** The client address (TRUSTED_PROXIES decides which one: see app.ts). */
  ip: string;
  userAgent: string | null;
}

export function requestMeta(request: FastifyRequest): TRequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
