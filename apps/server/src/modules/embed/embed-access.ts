import type { FastifyRequest } from 'fastify';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TAccessResolver } from '../../platform/http/access.ts';
import { findOperation, findSigner } from '../operations/index.ts';
import { verifyToken } from '../tokens/index.ts';
import type { TEmbedSigner } from './embed.types.ts';

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /**
     * The signer of an embedded page: a signer token in the query (`?token=`), since an
     * iframe's address is all its page gets. The request log redacts it.
     */
    'embed-signer': TEmbedSigner;
  }
}

/**
 * The `embed-signer` scope: the signer token of `?token=` (401 when it is not a valid
 * signer token), its signer and operation (404 when either is gone). A read.
 */
export function embedSignerAccess(context: {
  db: TDbOrTx;
  tokenKey: Uint8Array;
}): TAccessResolver<TEmbedSigner> {
  return {
    resolve: async (request: FastifyRequest) => {
      const { token } = request.query as { token?: string };
      if (!token) throw new AppError('UNAUTHORIZED', 'A signer token is required');
      const claims = await verifyToken(context.tokenKey, token, { typ: 'signer' });
      if (claims.typ !== 'signer') throw new AppError('UNAUTHORIZED', 'The token is not valid');
      const [operation, signer] = await Promise.all([
        findOperation(context.db, { operationId: claims.op, scope: { signerId: claims.sub } }),
        findSigner(context.db, { operationId: claims.op, signerId: claims.sub }),
      ]);
      if (!operation || !signer) throw new AppError('NOT_FOUND', 'No such operation');
      return { operation, signer, token };
    },
  };
}
