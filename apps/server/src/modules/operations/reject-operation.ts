import { endOperation } from './end-operation.ts';
import type {
  TOperationRow,
  TRequestMeta,
  TSignerRow,
  TSigningContext,
} from './operations.types.ts';

/** `rejectoperation`: the signer declines to sign; the operation ends REJECTED. */
export function rejectOperation(
  context: TSigningContext,
  {
    operation,
    signer,
    reason,
    meta,
  }: {
    operation: TOperationRow;
    signer: TSignerRow;
    reason?: string | undefined;
    meta: TRequestMeta;
  },
) {
  return endOperation(context, {
    operation,
    to: 'REJECTED',
    actor: { type: 'signer', id: signer.id },
    meta,
    data: { reason: reason ?? null },
  });
}
