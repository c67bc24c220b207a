import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from './auth.ts';

export interface TSessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
}

/** The signed-in user of this request (session cookie), or UNAUTHORIZED. */
export async function requireUser(auth: TAuth, request: FastifyRequest): Promise<TSessionUser> {
  const session = await auth.api.getSession({ headers: webHeaders(request) });
  if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return session.user;
}

/** The request's headers as Web `Headers`, for better-auth's server API. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}
