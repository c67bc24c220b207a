import { ZEndedOperation } from '@confirma/contracts/operations';
import { ZSenderActionResult } from '@confirma/contracts/workspace';
import { problems, ZOperationParams } from '../../platform/http/route-kit.ts';

const tags = ['workspace'];
const AUTH =
  'The session cookie (My Account) or an account token (`Authorization: Bearer`); another ' +
  "account's operation is 404. ";
const LIMITS =
  'Resends and reminders together, per operation: one every 10 minutes and five a day ' +
  '(SENDER_NUDGE_INTERVAL_SECONDS, SENDER_NUDGE_DAILY_MAX), ' +
  'else 429 RATE_LIMITED with Retry-After. 409 when the operation has ended, is being ' +
  'sealed, or no signer at their turn has an e-mail.';

export const resendInvitationRoute = {
  config: { access: 'sender', permission: 'send' },
  schema: {
    tags,
    summary: 'Resend the invitation (a new signing link) to the signers at their turn',
    description: `${AUTH}${LIMITS} Recorded as \`operation.invitation_resent\`.`,
    params: ZOperationParams,
    response: { 200: ZSenderActionResult, ...problems(400, 401, 404, 409, 429) },
  },
} as const;

export const remindSignersRoute = {
  config: { access: 'sender', permission: 'send' },
  schema: {
    tags,
    summary: 'Remind the signers at their turn that the document waits for them',
    description: `${AUTH}${LIMITS} Recorded as \`operation.reminder_sent\` (actor sender).`,
    params: ZOperationParams,
    response: { 200: ZSenderActionResult, ...problems(400, 401, 404, 409, 429) },
  },
} as const;

export const cancelOperationRoute = {
  config: { access: 'sender', permission: 'send' },
  schema: {
    tags,
    summary: 'Cancel an operation nobody has finished signing',
    description: `${AUTH}409 when it has already ended.`,
    params: ZOperationParams,
    response: { 200: ZEndedOperation('CANCELLED'), ...problems(400, 401, 404, 409) },
  },
} as const;
