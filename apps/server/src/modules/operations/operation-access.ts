import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAnyToken } from '../tokens/require-token.ts';
import { expireIfDue } from './end-operation.ts';
import { operationSigners, operations } from './operations-schema.ts';

export type TOperationRow = typeof operations.$inferSelect;
export type TSignerRow = typeof operationSigners.$inferSelect;

export type TOperationAccess =
  | { operation: TOperationRow; actor: 'sender'; userId: string }
  | { operation: TOperationRow; actor: 'signer'; signer: TSignerRow };

/**
 * Loads an operation for the bearer of this request: its owner's account token, or the
 * signer token issued for it. Anything else is NOT_FOUND, so ids of other accounts'
 * operations reveal nothing.
 */
export async function loadOperationAccess(
  db: TDb,
  key: Uint8Array,
  request: FastifyRequest,
  operationId: string,
): Promise<TOperationAccess> {
  const token = await requireAnyToken(key, request);
  const notFound = new AppError('NOT_FOUND', 'No such operation');
  const [found] = await db.select().from(operations).where(eq(operations.id, operationId)).limit(1);
  if (!found) throw notFound;
  const operation = await expireIfDue(db, found);
  if (token.typ === 'account') {
    if (operation.ownerUserId !== token.sub) throw notFound;
    return { operation, actor: 'sender', userId: token.sub };
  }
  if (token.op !== operationId) throw notFound;
  const [signer] = await db
    .select()
    .from(operationSigners)
    .where(and(eq(operationSigners.id, token.sub), eq(operationSigners.operationId, operationId)))
    .limit(1);
  if (!signer) throw notFound;
  return { operation, actor: 'signer', signer };
}

/** An operation and one of its signers by id (for jobs; either may be gone). */
export async function loadOperationSigner(db: TDb, operationId: string, signerId: string) {
  const [operation] = await db.select().from(operations).where(eq(operations.id, operationId));
  const [signer] = await db
    .select()
    .from(operationSigners)
    .where(and(eq(operationSigners.id, signerId), eq(operationSigners.operationId, operationId)));
  return { operation, signer };
}

/** Signing actions need the signer's own token and a live operation. */
export function requireSigner(access: TOperationAccess): TSignerRow {
  if (access.actor !== 'signer') throw new AppError('FORBIDDEN', 'Only the signer can do this');
  const { operation } = access;
  if (['SIGNED', 'REJECTED', 'EXPIRED', 'CANCELLED'].includes(operation.status)) {
    throw new AppError('CONFLICT', `The operation is ${operation.status.toLowerCase()}`);
  }
  if (operation.status === 'SEALING') {
    throw new AppError('CONFLICT', 'A signature is being sealed: try again in a moment');
  }
  if (access.signer.status === 'PENDING') {
    throw new AppError('CONFLICT', 'Earlier signers have not signed yet');
  }
  if (access.signer.status === 'SIGNED') {
    throw new AppError('CONFLICT', 'You have already signed');
  }
  if (operation.expiresAt.getTime() < Date.now())
    throw new AppError('CONFLICT', 'The operation expired');
  return access.signer;
}
