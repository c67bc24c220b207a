import type { TAccessResolver } from '../../platform/http/access.ts';
import {
  asSigner,
  resolveOperationAccess,
  type TOperationAccess,
  type TOperationsContext,
  type TSignerAccess,
} from '../operations/index.ts';

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** The operation's own signer at their turn, whose signature type identifies. */
    'identification-signer': TSignerAccess;
    /** The operation's owner, or its signer (also after the operation is over) if it identifies. */
    'identification-reader': TOperationAccess;
  }
}

/**
 * The identification service's scopes: the operation's access (resolveOperationAccess)
 * where a signer whose signature type asks for no identification is 403
 * IDENTIFICATION_NOT_REQUESTED before anything else.
 */
export function identificationAccess(context: TOperationsContext): {
  'identification-signer': TAccessResolver<TSignerAccess>;
  'identification-reader': TAccessResolver<TOperationAccess>;
} {
  return {
    'identification-signer': {
      resolve: async (request) =>
        asSigner(
          await resolveOperationAccess(context, request, {
            signerOnly: true,
            identification: true,
          }),
        ),
    },
    'identification-reader': {
      resolve: (request) => resolveOperationAccess(context, request, { identification: true }),
    },
  };
}
