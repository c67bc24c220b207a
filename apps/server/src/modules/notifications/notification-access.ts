import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../platform/config.ts';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TAccessResolver } from '../../platform/http/access.ts';
import { hitTokenRateLimits, sendRateState } from '../../platform/http/rate-limit.ts';
import { sha256Hex } from './notification-hash.ts';

/** A notification's recipient: the link's token, which the use cases look the notification up by. */
export interface TRecipientActor {
  token: string;
}

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** A notification's recipient, with the link's token as `Authorization: Bearer`. */
    recipient: TRecipientActor;
    /** The mail system piping in delivery reports, with NOTIFICATION_DSN_SECRET. */
    'mail-system': null;
  }
}

const WINDOW_MS = 60_000;

/** The bearer value of a request, or UNAUTHORIZED. */
function bearerOf(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'A bearer token is required');
  return match[1];
}

/**
 * The notifications' scopes. `recipient`: a bearer token, counted against
 * SIGNER_IP_RATE_LIMIT a minute per IP, then SIGNER_RATE_LIMIT a minute per token (429);
 * which notification it opens (404 for none) is the use case's look-up. `mail-system`: 404
 * while NOTIFICATION_DSN_SECRET is not set, 401 without it.
 */
export function notificationAccess(
  db: TDbOrTx,
  config: Pick<TConfig, 'SIGNER_IP_RATE_LIMIT' | 'SIGNER_RATE_LIMIT' | 'NOTIFICATION_DSN_SECRET'>,
): { recipient: TAccessResolver<TRecipientActor>; 'mail-system': TAccessResolver<null> } {
  return {
    recipient: {
      resolve: async (request, reply) => {
        const token = bearerOf(request);
        const state = await hitTokenRateLimits(db, {
          ip: {
            key: `notification:ip:${request.ip}`,
            max: config.SIGNER_IP_RATE_LIMIT,
            windowMs: WINDOW_MS,
          },
          token: {
            key: `notification:${sha256Hex(token)}`,
            max: config.SIGNER_RATE_LIMIT,
            windowMs: WINDOW_MS,
          },
        });
        sendRateState(reply, state);
        return { token };
      },
    },
    'mail-system': {
      resolve: async (request) => {
        const secret = config.NOTIFICATION_DSN_SECRET;
        if (!secret) throw new AppError('NOT_FOUND', 'Not found');
        const given = Buffer.from(sha256Hex(bearerOf(request)), 'hex');
        if (!timingSafeEqual(given, Buffer.from(sha256Hex(secret), 'hex'))) {
          throw new AppError('UNAUTHORIZED', 'Wrong secret');
        }
        return null;
      },
    },
  };
}
