import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { findNotifiedAccount } from '../accounts/index.ts';
import {
  findOperation,
  listDocuments,
  operationPageLink,
  SYSTEM_SCOPE,
  type TOperationsContext,
  ZSenderNoticeJob,
} from '../operations/index.ts';
import { senderMail } from './sender-mails.ts';

/**
 * The sender notice's job: the e-mail, in the account's language, unless the account
 * switched that kind off (read now, so a change made meanwhile counts) or was erased.
 */
export function createSenderNoticeHandler(
  context: Pick<TOperationsContext, 'platform' | 'db'>,
): TJobHandler {
  return async (payload) => {
    const notice = jobPayload(ZSenderNoticeJob, payload);
    const account = await findNotifiedAccount(context.db, {
      userId: notice.userId,
      kind: notice.kind,
    });
    if (!account?.wanted) return;
    const documents = await listDocuments(context.db, { operationId: notice.operationId });
    const operation = await findOperation(context.db, {
      operationId: notice.operationId,
      scope: SYSTEM_SCOPE,
    });
    const { PUBLIC_URL } = context.platform.config;
    await context.platform.queueMail(context.db, {
      to: account.email,
      language: account.language,
      ...senderMail(
        notice.kind,
        account.language,
        {
          name: account.name,
          // The sender's subject is the operation's title; without one, its documents.
          documents: operation?.subject
            ? [operation.subject]
            : documents.map((document) => document.name),
          signers: notice.signers,
          pending: notice.pending,
          reason: notice.reason,
          identification: notice.identification,
          at: new Date(notice.at),
          link: operationPageLink(PUBLIC_URL, notice.operationId),
          settingsLink: `${PUBLIC_URL}/#/profilepage`,
        },
        { notification: operation?.signatureType === 'NOTIFICACION' },
      ),
    });
  };
}
