import { type TSenderActionResult, ZSenderActionResult } from '@confirma/contracts/workspace';
import { postSenderAction, useSenderAction } from './sender-action';

/**
 * POST /api/operations/{operationUuid}/resend: the invitation again to the signers whose
 * turn it is; the answer says how many were written to. Rate-limited.
 */
export const resendInvitation = (operationUuid: string): Promise<TSenderActionResult> =>
  postSenderAction(operationUuid, 'resend', ZSenderActionResult);

export const useResendInvitation = (operationUuid: string) =>
  useSenderAction(operationUuid, resendInvitation);
