import type { TNotificationKind } from '@confirma/contracts/account';
import type { z } from 'zod';
import type { TTx } from '../../platform/db/client.ts';
import { SENDER_NOTICE_JOB, type ZSenderNoticeJob } from './operation-jobs.ts';
import type {
  TIdentificationNotice,
  TOperationRow,
  TOperationsContext,
  TSignerRow,
} from './operations.types.ts';
import { listSigners } from './signer-queries.ts';

/** The operation's page in the web client: where the sender follows it and downloads. */
export function operationPageLink(publicUrl: string, operationId: string): string {
  return `${publicUrl}/#/operations/${operationId}`;
}

const nameOf = (signer: TSignerRow) => signer.fullName || signer.email || '—';
const stillToSign = (signer: TSignerRow) => signer.status !== 'SIGNED' || signer.sealPending;

/**
 * Tells the operation's sender what happened (a signer signed, everybody signed, a signer
 * rejected, it expired, a signer's identification ended). Queued in the caller's transaction, so the notice exists only if
 * the change it reports commits, and sent SENDER_NOTICE_DELAY_SECONDS later by its job:
 * the account and its documents are read there, off the signer's request, and the e-mail
 * is not written while the signer is still downloading what they signed. What the notice
 * says (who signed, who is left, when) is fixed now. A demo operation (no owner) gets
 * nothing.
 */
export async function notifySender(
  context: Pick<TOperationsContext, 'platform'>,
  tx: TTx,
  notice: {
    kind: TNotificationKind;
    operation: TOperationRow;
    /** The signer who signed or rejected. */
    signerId?: string | null;
    reason?: string | null;
    /** An identification's verdict (`identification`). */
    identification?: TIdentificationNotice;
    /** The operation's signers as they are now, when the caller has them. */
    signers?: TSignerRow[];
  },
): Promise<void> {
  const { kind, operation } = notice;
  if (!operation.organizationId || operation.demo) return;
  const signers = notice.signers ?? (await listSigners(tx, { operationId: operation.id }));
  const actor = signers.filter((signer) => signer.id === notice.signerId);
  const delaySeconds = context.platform.config.SENDER_NOTICE_DELAY_SECONDS;
  await context.platform.enqueue(
    tx,
    SENDER_NOTICE_JOB,
    {
      kind,
      // The member who sent it hears of it (an operation from before organisations: its founder).
      userId: operation.senderUserId ?? operation.organizationId,
      operationId: operation.id,
      signers: (kind === 'allSigned' ? signers : actor).map(nameOf),
      pending: signers.filter(stillToSign).map(nameOf),
      reason: notice.reason ?? null,
      at: new Date().toISOString(),
      ...(notice.identification ? { identification: notice.identification } : {}),
    } satisfies z.input<typeof ZSenderNoticeJob>,
    delaySeconds > 0 ? { runAt: new Date(Date.now() + delaySeconds * 1000) } : {},
  );
}
