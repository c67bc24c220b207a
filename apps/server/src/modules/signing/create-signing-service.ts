import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { currentActa } from '../operation-certificate/index.ts';
import {
  bindUseCase,
  CONFIRMATION_JOB,
  COPY_JOB,
  type TOperationRow,
  type TOperationsContext,
} from '../operations/index.ts';
import { addHandwrittenSignature } from './add-handwritten-signature.ts';
import { createSealHandler } from './complete-signature.ts';
import { resumeDeferredSeals, SEAL_JOB } from './deferred-seals.ts';
import { markDocumentRead } from './mark-document-read.ts';
import { openDocument } from './open-document.ts';
import { openFile } from './open-file.ts';
import { rejectOperation } from './reject-operation.ts';
import { renewArchiveTimeStamps } from './renew-archive-time-stamps.ts';
import { createConfirmationHandler, createCopyHandler } from './send-confirmation.ts';
import { sendOtp } from './send-otp.ts';
import { verifyOtp } from './verify-otp.ts';

/**
 * The signer's side of operations, built once per process on the operations module's
 * context and handed to its routes and to the job worker: reading and opening documents,
 * one-time codes, handwritten signatures, rejection, completion (the seal and confirmation
 * jobs) and the e-mailed download links.
 */
export function createSigningService(context: TOperationsContext) {
  return {
    context,
    openDocument: bindUseCase(context, openDocument),
    markDocumentRead: bindUseCase(context, markDocumentRead),
    sendOtp: bindUseCase(context, sendOtp),
    verifyOtp: bindUseCase(context, verifyOtp),
    addHandwrittenSignature: bindUseCase(context, addHandwrittenSignature),
    rejectOperation: bindUseCase(context, rejectOperation),
    openFile: bindUseCase(context, openFile),
    /** The operation's certificate (acta) as its evidence stands now. */
    currentActa: (operation: TOperationRow) => currentActa(context, operation),
    /** The daily PAdES B-LTA renewal of the signed documents whose time stamps are due. */
    renewArchiveTimeStamps: () => renewArchiveTimeStamps(context),
    /** A worker's periodic upkeep: a SEALING operation whose seal job is gone gets one. */
    sweep: async () => ({ sealsResumed: await resumeDeferredSeals(context.platform) }),
    /** The module's job handlers, by job type. */
    jobHandlers: (): Record<string, TJobHandler> => ({
      [SEAL_JOB]: createSealHandler(context),
      [CONFIRMATION_JOB]: createConfirmationHandler(context),
      [COPY_JOB]: createCopyHandler(context),
    }),
  };
}

export type TSigningService = ReturnType<typeof createSigningService>;
