import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/** Where the first string holding U+0000 sits in a parsed body (`.a.0.b`), or null. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found !== null) return found;
    }
    return null;
  }
  // Plain objects only: a Buffer (an upload's bytes) is no text.
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(key, `${path}.${key}`) ?? nulPath(item, `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

const refusal = (path: string) =>
  new AppError('VALIDATION_FAILED', 'A NUL character (U+0000) is not accepted', [
    { path, message: 'NUL character' },
  ]);

/**
 * PostgreSQL's text cannot hold U+0000: a NUL in a request's path, query or JSON body
 * reached a query and failed there, a 500 (`/api/payments/orders/%00`, the outbox's `to`).
 * No text of the product carries one, so it is refused at the door: 400 VALIDATION_FAILED,
 * naming where it was.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00') || request.url.includes('\u0000')) throw refusal('url');
  });
  app.addHook('preValidation', async (request) => {
    const found = nulPath(request.body);
    if (found !== null) throw refusal(`body${found}`);
  });
}
