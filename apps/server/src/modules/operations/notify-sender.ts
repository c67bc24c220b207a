import type { TNotificationKind } from '@confirma/contracts/account';
import type { TTx } from '../../platform/db/client.ts';
import { findNotifiedAccount } from '../accounts/index.ts';
import type { TOperationRow, TSignerRow, TSigningContext } from './operations.types.ts';
import { listDocuments, listSigners } from './operations-queries.ts';
import { senderMail } from './sender-mails.ts';

/** The operation's page in the web client: where the sender follows it and downloads. */
export function operationPageLink(publicUrl: string, operationId: string): string {
  return `${publicUrl}/#/operations/${operationId}`;
}

const nameOf = (signer: TSignerRow) => signer.fullName || signer.email || '—';
const stillToSign = (signer: TSignerRow) => signer.status !== 'SIGNED' || signer.sealPending;

/**
 * Tells the operation's sender what happened (a signer signed, everybody signed, a signer
 * rejected, it expired), queued in the caller's transaction: the e-mail exists only if the
 * change it reports commits. In the account's language, unless the account switched that
 * kind off; a demo operation (no owner) or an erased account gets nothing.
 */
export async function notifySender(
  context: Pick<TSigningContext, 'platform'>,
  tx: TTx,
  notice: {
    kind: TNotificationKind;
    operation: TOperationRow;
    /** The signer who signed or rejected. */
    signerId?: string | null;
    reason?: string | null;
    /** The operation's signers as they are now, when the caller has them. */
    signers?: TSignerRow[];
  },
): Promise<boolean> {
  const { kind, operation } = notice;
  if (!operation.ownerUserId || operation.demo) return false;
  const account = await findNotifiedAccount(tx, { userId: operation.ownerUserId, kind });
  if (!account?.wanted) return false;
  const signers = notice.signers ?? (await listSigners(tx, { operationId: operation.id }));
  const documents = await listDocuments(tx, { operationId: operation.id });
  const actor = signers.filter((signer) => signer.id === notice.signerId);
  const { PUBLIC_URL } = context.platform.config;
  await context.platform.queueMail(tx, {
    to: account.email,
    ...senderMail(kind, account.language, {
      name: account.name,
      documents: documents.map((document) => document.name),
      signers: (kind === 'allSigned' ? signers : actor).map(nameOf),
      pending: signers.filter(stillToSign).map(nameOf),
      reason: notice.reason ?? null,
      at: new Date(),
      link: operationPageLink(PUBLIC_URL, operation.id),
      settingsLink: `${PUBLIC_URL}/#/profilepage`,
    }),
  });
  return true;
}
