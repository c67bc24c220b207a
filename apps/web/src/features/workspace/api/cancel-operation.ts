import { z } from 'zod';
import { postSenderAction, useSenderAction } from './sender-action';

/** The answer of a cancellation (not in packages/contracts/workspace.ts). */
export const ZCancelOperationResult = z.object({ status: z.literal('CANCELLED') });
export type TCancelOperationResult = z.infer<typeof ZCancelOperationResult>;

/** POST /api/operations/{operationUuid}/cancel: no signer can sign any more. */
export const cancelOperation = (operationUuid: string): Promise<TCancelOperationResult> =>
  postSenderAction(operationUuid, 'cancel', ZCancelOperationResult);

export const useCancelOperation = (operationUuid: string) =>
  useSenderAction(operationUuid, cancelOperation);
