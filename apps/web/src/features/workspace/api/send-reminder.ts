import { type TSenderActionResult, ZSenderActionResult } from '@confirma/contracts/workspace';
import { postSenderAction, useSenderAction } from './sender-action';

/**
 * POST /api/operations/{operationUuid}/remind: a reminder to the signers who have not
 * signed yet; the answer says how many were written to. Rate-limited.
 */
export const sendReminder = (operationUuid: string): Promise<TSenderActionResult> =>
  postSenderAction(operationUuid, 'remind', ZSenderActionResult);

export const useSendReminder = (operationUuid: string) =>
  useSenderAction(operationUuid, sendReminder);
