import { DAY_MS } from '../../platform/time-units.ts';
import { recordEvidence } from '../evidence/index.ts';
import type { TOperationRow, TOperationsContext, TSignerRow } from '../operations/index.ts';
import {
  AT_TURN,
  EXPIRABLE_STATUSES,
  firstDocumentId,
  isExpiryDue,
  lockDueReminders,
  queueSigningMail,
  setRemindersSent,
} from '../operations/index.ts';
import { hasAction } from '../signer-requests/index.ts';

/**
 * Sends the automatic reminders that are due (REMINDER_DAYS after each signer's
 * invitation), run by the operation sweep. Each batch is one transaction that locks its
 * signers (SKIP LOCKED), queues one reminder per signer, records `operation.reminder_sent`
 * and the number of steps done: a step is sent once, whichever worker takes it, and a
 * signer more than one step behind (the workers were down) gets one reminder, not a burst.
 * Never after the operation's end date, nor for an ended, sealing or demo operation.
 */
export async function sendDueReminders(context: TOperationsContext, batch = 50): Promise<number> {
  const days = context.platform.config.REMINDER_DAYS;
  if (!days.length) return 0;
  let sent = 0;
  for (;;) {
    const count = await context.db.transaction(async (tx) => {
      const due = await lockDueReminders(tx, { days, statuses: EXPIRABLE_STATUSES, limit: batch });
      for (const { signer, expiresAt, steps } of due) {
        const operationId = signer.operationId;
        const to = await queueSigningMail(context, tx, {
          kind: 'reminder',
          operationId,
          signer,
          documentId: await firstDocumentId(tx, operationId),
          expiresAt,
        });
        await setRemindersSent(tx, { signerId: signer.id, count: steps });
        await recordEvidence(tx, {
          subjectType: 'operation',
          subjectId: operationId,
          type: 'operation.reminder_sent',
          actorType: 'system',
          data: { signers: [{ signerId: signer.id, to }], step: steps },
        });
      }
      return due.length;
    });
    sent += count;
    if (count < batch) return sent;
  }
}

/**
 * When the operation's next automatic reminder goes out (the earliest over its signers
 * at their turn who were invited by e-mail), or null: none left before its end date, an
 * ended, sealing or demo operation, or reminders off (`days` empty). A time already past
 * means the next sweep sends it.
 */
export function nextReminderAt(
  operation: Pick<TOperationRow, 'status' | 'expiresAt' | 'demo'>,
  signers: TSignerRow[],
  days: readonly number[],
): Date | null {
  if (operation.demo || !EXPIRABLE_STATUSES.includes(operation.status)) return null;
  if (isExpiryDue(operation)) return null;
  let next: number | null = null;
  for (const signer of signers) {
    const day = days[signer.remindersSent];
    if (day === undefined || !signer.invitedAt || !signer.email) continue;
    if (!AT_TURN.includes(signer.status)) continue;
    if (hasAction(signer.signerData, 'avoidSendSignEmail', 'FIRMA-INICIO')) continue;
    const at = signer.invitedAt.getTime() + day * DAY_MS;
    if (at < operation.expiresAt.getTime() && (next === null || at < next)) next = at;
  }
  return next === null ? null : new Date(next);
}
