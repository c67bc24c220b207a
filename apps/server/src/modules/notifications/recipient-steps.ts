import type { TOperationStatus } from '@confirma/contracts/operations';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { queueAnchor } from '../evidence/index.ts';
import {
  lockOperationStatus,
  moveSigner,
  refuseIfExpired,
  type TOperationsContext,
  type TRequestMeta,
  transitionOperation,
} from '../operations/index.ts';
import { accessTokenHash } from './notification-token.ts';
import { emitNotificationEvent } from './notification-webhook.ts';
import type { TNotificationRecord } from './notifications.types.ts';
import { findNotificationByToken } from './notifications-queries.ts';

/** The recipient's notification by the link's token; any other token finds nothing (404). */
export async function loadRecipient(
  context: Pick<TOperationsContext, 'db'>,
  token: string,
): Promise<TNotificationRecord> {
  const record = await findNotificationByToken(context.db, { tokenHash: accessTokenHash(token) });
  if (!record) throw new AppError('NOT_FOUND', 'No such notification');
  return record;
}

/** Where the recipient may act: delivered and not ended; an expired one is recorded as such. */
export async function requireLive(context: TOperationsContext, record: TNotificationRecord) {
  await refuseIfExpired(context, record.operation);
  const live: readonly TOperationStatus[] = ['SENT', 'OPENED', 'DOCUMENT_READ'];
  if (!live.includes(record.operation.status)) {
    throw new AppError('CONFLICT', `The notification is ${record.operation.status.toLowerCase()}`);
  }
}

const STEPS = {
  OPENED: { order: 1, type: 'notification.opened' },
  DOCUMENT_READ: { order: 2, type: 'notification.content_accessed' },
} as const;
const ORDER: Partial<Record<TOperationStatus, number>> = { SENT: 0, OPENED: 1, DOCUMENT_READ: 2 };

/**
 * The recipient's progress, recorded once each, in order (the link followed, then the
 * content accessed), under the operation's row lock so parallel requests record it once:
 * a step already passed records nothing (a recipient cannot grow the evidence by reloading).
 * Each step is an evidence event with the client's IP and user agent, and the chain's head
 * is time-stamped.
 */
export async function advanceRecipient(
  context: TOperationsContext,
  tx: TTx,
  record: TNotificationRecord,
  step: keyof typeof STEPS,
  meta: TRequestMeta,
): Promise<void> {
  const { operation, recipient, document } = record;
  let status = await lockOperationStatus(tx, operation.id);
  let recorded = false;
  for (const to of ['OPENED', 'DOCUMENT_READ'] as const) {
    if (STEPS[to].order > STEPS[step].order) break;
    const at = ORDER[status];
    if (at === undefined || at >= STEPS[to].order) continue;
    await transitionOperation(context.platform, tx, operation.id, status, to, {
      type: STEPS[to].type,
      actorType: 'signer',
      actorId: recipient.id,
      ...meta,
      documentSha256: to === 'DOCUMENT_READ' ? document.signedSha256 : null,
      data: { signerId: recipient.id },
    });
    // The webhooks hear of the opening as notification.opened, not as signer.opened too.
    await moveSigner(context.platform, tx, { signerId: recipient.id, to, webhook: false });
    if (to === 'OPENED') await emitNotificationEvent(context, tx, record, 'OPENED');
    status = to;
    recorded = true;
  }
  if (recorded) {
    await queueAnchor(context.platform, tx, { subjectType: 'operation', subjectId: operation.id });
  }
}
