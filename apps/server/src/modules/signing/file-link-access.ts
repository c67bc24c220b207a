import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TAccessResolver } from '../../platform/http/access.ts';
import { sendRateState } from '../../platform/http/rate-limit.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { countSignerCall, type TVerifiedToken, verifyToken } from '../tokens/index.ts';

/** An e-mailed download link's claims: the operation, the signer and the file it names. */
export type TFileLink = Extract<TVerifiedToken, { typ: 'file' }>;

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** The holder of an e-mailed download link (`?token=`), counted against its signer's limit. */
    'file-link': TFileLink;
  }
}

/**
 * The `file-link` scope: the link's token (file-links.ts) must be a valid, unexpired file
 * token (401 otherwise); its calls count against the signer's rate limit and the caller's
 * address's (429).
 */
export function fileLinkAccess(context: TOperationsContext): TAccessResolver<TFileLink> {
  return {
    resolve: async (request, reply) => {
      const { token } = (request as FastifyRequest<{ Querystring: { token: string } }>).query;
      const claims = await verifyToken(context.tokenKey, token, { typ: 'file' });
      if (claims.typ !== 'file') throw new AppError('UNAUTHORIZED', 'The link is not valid');
      sendRateState(
        reply,
        await countSignerCall(context, { signerId: claims.sub, ip: request.ip }),
      );
      return claims;
    },
  };
}
