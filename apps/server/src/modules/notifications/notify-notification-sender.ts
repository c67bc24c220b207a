import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { findNotifiedAccount } from '../accounts/index.ts';
import { operationPageLink, type TOperationsContext } from '../operations/index.ts';
import { ZNoticeJob } from './notification-jobs.ts';
import { NOTIFICATION_TEXTS } from './notification-texts.ts';
import { findNotification } from './notifications-queries.ts';

/**
 * The sender's notice of an acknowledgement or a bounce (the expiry's is the operations'
 * `expired` notice), in the account's language, unless the account switched that kind of
 * e-mail off: an acknowledgement counts as the operation completed (`allSigned`), a bounce
 * as a refusal (`rejected`). Read when the job runs, so a change made meanwhile counts.
 */
export function createNoticeHandler(
  context: Pick<TOperationsContext, 'platform' | 'db'>,
): TJobHandler {
  return async (payload) => {
    const notice = jobPayload(ZNoticeJob, payload);
    const account = await findNotifiedAccount(context.db, {
      userId: notice.userId,
      kind: notice.kind === 'acknowledged' ? 'allSigned' : 'rejected',
    });
    const record = await findNotification(context.db, { operationId: notice.operationId });
    if (!account?.wanted || !record) return;
    const texts = NOTIFICATION_TEXTS[account.language].notice;
    const facts = {
      recipient: `${record.recipient.fullName} <${record.notification.recipientEmail}>`,
      subject: record.notification.subject,
      link: operationPageLink(context.platform.config.PUBLIC_URL, notice.operationId),
    };
    // An acknowledgement's detail is its method; a bounce's, the mail server's refusal.
    const mail =
      notice.kind === 'acknowledged'
        ? texts.acknowledged({
            ...facts,
            method: notice.detail === 'SMS_CODE' ? 'SMS_CODE' : 'CLICK',
          })
        : texts.bounced({ ...facts, response: notice.detail });
    await context.platform.queueMail(context.db, {
      to: account.email,
      language: account.language,
      ...mail,
    });
  };
}
