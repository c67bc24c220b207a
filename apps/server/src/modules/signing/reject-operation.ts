import type {
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
} from '../operations/index.ts';
import { endOperation } from '../operations/index.ts';

/** `rejectoperation`: the signer declines to sign; the operation ends REJECTED. */
export function rejectOperation(
  context: TOperationsContext,
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
