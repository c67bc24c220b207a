import { identifies } from '@confirma/contracts/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { TAccessResolver } from '../../platform/http/access.ts';
import { signerSignatureType } from '../signer-requests/index.ts';
import { membershipOfToken, requireAnyToken } from '../tokens/index.ts';
import { expireOperation } from './end-operation.ts';
import { findOperation, memberScope } from './operation-queries.ts';
import { effectiveStatus, isExpiryDue, TERMINAL_STATUSES } from './operation-status.ts';
import type { TOperationAccess, TOperationsContext, TSignerRow } from './operations.types.ts';
import { findSigner } from './signer-queries.ts';

/** A signer acting on their operation. */
export type TSignerAccess = Extract<TOperationAccess, { actor: 'signer' }>;

declare module '../../platform/http/access.ts' {
  interface TAccessScopes {
    /** The operation of the path: its owner (account token) or its signer (signer token). */
    operation: TOperationAccess;
    /** The operation's own signer (signer token), at their turn, on a live operation. */
    signer: TSignerAccess;
  }
}

/**
 * Loads an operation for the bearer of this request: its owner's account token, or the
 * signer token issued for it. Anything else is NOT_FOUND, so ids of other accounts'
 * operations reveal nothing. A read: nothing is written here.
 */
export async function loadOperationAccess(
  context: TOperationsContext,
  { request, operationId }: { request: FastifyRequest; operationId: string },
): Promise<TOperationAccess> {
  const token = await requireAnyToken(context.tokens, request);
  const notFound = new AppError('NOT_FOUND', 'No such operation');
  if (token.typ === 'account') {
    const member = await membershipOfToken(context.db, token);
    const operation = await findOperation(context.db, { operationId, scope: memberScope(member) });
    if (!operation) throw notFound;
    return { operation, actor: 'sender', ...member };
  }
  if (token.typ !== 'signer' || token.op !== operationId) throw notFound;
  const [operation, signer] = await Promise.all([
    findOperation(context.db, { operationId, scope: { signerId: token.sub } }),
    findSigner(context.db, { operationId, signerId: token.sub }),
  ]);
  if (!operation || !signer) throw notFound;
  const emailProven = token.via === 'email' && signer.email !== null;
  return { operation, actor: 'signer', signer, emailProven };
}

/**
 * Before a sender or a signer acts: an operation whose end date has passed is expired
 * there and then (with its evidence, as the workers' sweep would) and the action is 409.
 */
export async function refuseIfExpired(
  context: TOperationsContext,
  operation: TOperationAccess['operation'],
): Promise<void> {
  if (!isExpiryDue(operation)) return;
  await expireOperation(context, operation);
  throw new AppError('CONFLICT', 'The operation expired');
}

/** Signing actions need the signer's own token and a live operation whose turn is theirs. */
export async function requireSigner(
  context: TOperationsContext,
  access: TOperationAccess,
): Promise<TSignerRow> {
  if (access.actor !== 'signer') throw new AppError('FORBIDDEN', 'Only the signer can do this');
  const { operation } = access;
  await refuseIfExpired(context, operation);
  const status = effectiveStatus(operation);
  if (TERMINAL_STATUSES.includes(status)) {
    throw new AppError('CONFLICT', `The operation is ${status.toLowerCase()}`);
  }
  if (status === 'SEALING') {
    throw new AppError('CONFLICT', 'A signature is being sealed: try again in a moment');
  }
  if (access.signer.status === 'PENDING') {
    throw new AppError('CONFLICT', 'Earlier signers have not signed yet');
  }
  if (access.signer.status === 'SIGNED') {
    throw new AppError('CONFLICT', 'You have already signed');
  }
  return access.signer;
}

type TOperationRequest = FastifyRequest<{
  Params: { operationUuid: string };
  Body: { operationUuid?: string } | undefined;
}>;

/** What resolving an operation's caller asks beyond owner-or-signer. */
export interface TOperationAccessRule {
  /** The operation's own signer, at their turn, on a live operation. */
  signerOnly?: boolean;
  /** A signer whose signature type asks for no identification is refused first (403). */
  identification?: boolean;
}

/**
 * Who acts on the operation of the path (`:operationUuid`): its owner's account token or
 * its signer's token (loadOperationAccess). A body naming another operation than the path
 * is 400. `signerOnly` also requires the operation's own signer, at their turn;
 * `identification` refuses a signer whose signature type asks for no identification (403
 * IDENTIFICATION_NOT_REQUESTED, before anything else is checked), the owner still passes.
 */
export async function resolveOperationAccess(
  context: TOperationsContext,
  request: FastifyRequest,
  { signerOnly = false, identification = false }: TOperationAccessRule = {},
): Promise<TOperationAccess> {
  const { params, body } = request as TOperationRequest;
  if (body?.operationUuid !== undefined && body.operationUuid !== params.operationUuid) {
    throw new AppError('VALIDATION_FAILED', 'operationUuid differs from the path');
  }
  const access = await loadOperationAccess(context, {
    request,
    operationId: params.operationUuid,
  });
  if (
    identification &&
    access.actor === 'signer' &&
    !identifies(signerSignatureType(access.signer))
  ) {
    throw new AppError(
      'IDENTIFICATION_NOT_REQUESTED',
      'This operation asks no video identification of you',
    );
  }
  if (signerOnly) await requireSigner(context, access);
  return access;
}

/** The signer's side of an access, once a signer-only rule resolved it. */
export function asSigner(access: TOperationAccess): TSignerAccess {
  if (access.actor !== 'signer') throw new AppError('FORBIDDEN', 'Only the signer can do this');
  return access;
}

/**
 * The `operation` scope (its owner or its signer, whatever the operation's state) and the
 * `signer` scope (its own signer at their turn, on a live operation).
 */
export function operationAccess(context: TOperationsContext): {
  operation: TAccessResolver<TOperationAccess>;
  signer: TAccessResolver<TSignerAccess>;
} {
  return {
    operation: { resolve: (request) => resolveOperationAccess(context, request) },
    signer: {
      resolve: async (request) =>
        asSigner(await resolveOperationAccess(context, request, { signerOnly: true })),
    },
  };
}
