import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { createDeliverHandler } from './deliver-notification.ts';
import { DELIVER_JOB, NOTICE_JOB } from './notification-jobs.ts';
import { createNoticeHandler } from './notify-notification-sender.ts';

/** The module's jobs: the delivery over SMTP and the sender's notices. */
export function notificationJobHandlers(context: TOperationsContext): Record<string, TJobHandler> {
  return {
    [DELIVER_JOB]: createDeliverHandler(context),
    [NOTICE_JOB]: createNoticeHandler(context),
  };
}
