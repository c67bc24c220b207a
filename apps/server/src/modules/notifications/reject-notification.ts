import { AppError } from '../../platform/errors.ts';
import { queueAnchor } from '../evidence/index.ts';
import {
  lockOperationStatus,
  moveSigner,
  type TOperationsContext,
  type TRequestMeta,
  transitionOperation,
} from '../operations/index.ts';
import { advanceRecipient, loadRecipient, requireLive } from './recipient-steps.ts';

/**
 * The recipient refuses the notification (with a reason, optionally): recorded as
 * `notification.rejected` and the operation ends REJECTED. The refusal is itself proof
 * that the notification reached them, so the opening is recorded first if it was not.
 */
export async function rejectNotification(
  context: TOperationsContext,
  { token, reason, meta }: { token: string; reason?: string | undefined; meta: TRequestMeta },
): Promise<{ status: 'REJECTED' }> {
  const record = await loadRecipient(context, token);
  await requireLive(context, record);
  const { operation, recipient } = record;
  await context.db.transaction(async (tx) => {
    await advanceRecipient(context, tx, record, 'OPENED', meta);
    const from = await lockOperationStatus(tx, operation.id);
    if (from === 'ACKNOWLEDGED') throw new AppError('CONFLICT', 'Already acknowledged');
    await transitionOperation(context.platform, tx, operation.id, from, 'REJECTED', {
      type: 'notification.rejected',
      actorType: 'signer',
      actorId: recipient.id,
      ...meta,
      data: { signerId: recipient.id, reason: reason || null },
    });
    await moveSigner(context.platform, tx, { signerId: recipient.id, to: 'REJECTED' });
    await queueAnchor(context.platform, tx, { subjectType: 'operation', subjectId: operation.id });
  });
  return { status: 'REJECTED' };
}
