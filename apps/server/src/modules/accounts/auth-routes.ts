import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hitRateLimits, type TRateRule } from '../../platform/http/rate-limit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { CLIENT_IP_HEADER, type TAuth } from './auth.ts';

const MINUTE = 60_000;

/** Which auth calls are limited, per IP and per e-mail address, and how. */
function rulesFor(
  path: string,
  ip: string,
  email: string | undefined,
  platform: TPlatform,
): TRateRule[] {
  const { AUTH_SIGN_IN_LIMIT, AUTH_EMAIL_LIMIT } = platform.config;
  const account = email
    ? createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
    : '';
  const rule = (name: string, max: number, windowMs: number): TRateRule[] => [
    { key: `${name}:ip:${ip}`, max, windowMs },
    ...(account ? [{ key: `${name}:account:${account}`, max, windowMs }] : []),
  ];
  if (path === '/sign-in/email') return rule('sign-in', AUTH_SIGN_IN_LIMIT, 15 * MINUTE);
  if (path === '/sign-up/email') return rule('sign-up', AUTH_EMAIL_LIMIT, 60 * MINUTE);
  if (path === '/request-password-reset') return rule('reset', AUTH_EMAIL_LIMIT, 60 * MINUTE);
  if (path === '/send-verification-email') return rule('verify', AUTH_EMAIL_LIMIT, 60 * MINUTE);
  return [];
}

/** Turns the Fastify request into the Web Request better-auth handles. */
function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody && request.body !== undefined ? JSON.stringify(request.body) : undefined;
  if (body !== undefined) headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(new URL(request.url, publicUrl), { method: request.method, headers, body });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/** better-auth's endpoints under /api/auth, behind our rate limits. */
export const authRoutes: FastifyPluginAsyncZod<{ platform: TPlatform; auth: TAuth }> = async (
  app,
  { platform, auth },
) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const path = new URL(request.url, 'http://x').pathname.replace(/^\/api\/auth/, '');
      const body = (request.body ?? {}) as { email?: unknown };
      const email = typeof body.email === 'string' ? body.email : undefined;
      await hitRateLimits(platform.database.db, rulesFor(path, request.ip, email, platform));
      return sendWebResponse(
        reply,
        await auth.handler(toWebRequest(request, platform.config.PUBLIC_URL)),
      );
    },
  });
};
