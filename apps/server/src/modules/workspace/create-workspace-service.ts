import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { bindUseCase, SENDER_NOTICE_JOB, type TOperationsContext } from '../operations/index.ts';
import { sendDueReminders } from './automatic-reminders.ts';
import { exportOperations } from './export-operations.ts';
import { listOperations } from './list-operations.ts';
import { nudgeSigners } from './nudge-signers.ts';
import { openSenderFile } from './open-sender-file.ts';
import { readOperationDetail } from './read-operation-detail.ts';
import { createSenderNoticeHandler } from './send-sender-notice.ts';

/**
 * The sender's workspace, built once per process on the operations module's context and
 * handed to its routes and to the job worker: the account's operations listed, exported,
 * read in detail, their files, the sender's resends and reminders, the automatic
 * reminders and the sender's notice e-mails.
 */
export function createWorkspaceService(context: TOperationsContext) {
  return {
    context,
    listOperations: bindUseCase(context, listOperations),
    exportOperations: bindUseCase(context, exportOperations),
    readOperationDetail: bindUseCase(context, readOperationDetail),
    openSenderFile: bindUseCase(context, openSenderFile),
    /** The sender writes again to the signers at their turn: invitation or reminder. */
    nudgeSigners: bindUseCase(context, nudgeSigners),
    /** A worker's periodic upkeep: the automatic reminders that are due (REMINDER_DAYS). */
    sweep: async () => ({ reminded: await sendDueReminders(context) }),
    /** The module's job handlers, by job type: the sender's notice e-mail. */
    jobHandlers: (): Record<string, TJobHandler> => ({
      [SENDER_NOTICE_JOB]: createSenderNoticeHandler(context),
    }),
  };
}

export type TWorkspaceService = ReturnType<typeof createWorkspaceService>;
