import { AppError } from '../../platform/errors.ts';
import { endOperation } from './end-operation.ts';
import { refuseIfExpired } from './operation-access.ts';
import type { TOperationAccess, TOperationsContext, TRequestMeta } from './operations.types.ts';

/** `canceloperation`: the sender withdraws an operation nobody has finished signing. */
export async function cancelOperation(
  context: TOperationsContext,
  { access, meta }: { access: TOperationAccess; meta: TRequestMeta },
) {
  if (access.actor !== 'sender') throw new AppError('FORBIDDEN', 'Only the sender can cancel');
  await refuseIfExpired(context, access.operation);
  await endOperation(context, {
    operation: access.operation,
    to: 'CANCELLED',
    actor: { type: 'sender', id: access.userId },
    meta,
  });
}
