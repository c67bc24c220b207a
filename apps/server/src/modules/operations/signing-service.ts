import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { createPdfInspector, pdfInspectorOptions } from '../templates/index.ts';
import type { TTokenVerifier } from '../tokens/index.ts';
import { addHandwrittenSignature } from './add-handwritten-signature.ts';
import { currentActa } from './build-acta.ts';
import { cancelOperation } from './cancel-operation.ts';
import { createSealHandler } from './complete-signature.ts';
import { createOperation } from './create-operation.ts';
import { createOperationBatch } from './create-operation-batch.ts';
import { markDocumentRead } from './mark-document-read.ts';
import { createSenderNoticeHandler } from './notify-sender.ts';
import { openDocument } from './open-document.ts';
import { openFile } from './open-file.ts';
import { CONFIRMATION_JOB, SEAL_JOB, SENDER_NOTICE_JOB } from './operation-jobs.ts';
import { sweepOperations } from './operation-sweep.ts';
import type { TOperationRow, TSigningContext } from './operations.types.ts';
import { loadPlatformSealer } from './platform-sealer.ts';
import { readOperation } from './read-operation.ts';
import { rejectOperation } from './reject-operation.ts';
import { createConfirmationHandler } from './send-confirmation.ts';
import { sendOtp } from './send-otp.ts';
import { verifyOtp } from './verify-otp.ts';

type TUseCase<O, R> = (context: TSigningContext, options: O) => R;

/** Binds a use case to the service's context: callers pass its named options only. */
export function bindUseCase<O, R>(
  context: TSigningContext,
  run: TUseCase<O, R>,
): (options: O) => R {
  return (options) => run(context, options);
}

/**
 * The signing service ("operations v2"), built once per process (main.ts) and handed to
 * the HTTP routes and to the job worker: one sealer (the PKI is read once), one token key,
 * one token verifier, and every use case bound to them.
 */
export async function createSigningService(
  platform: TPlatform,
  {
    tokens,
    documentsCreated,
  }: { tokens: TTokenVerifier; documentsCreated?: TSigningContext['documentsCreated'] },
) {
  const sealer = await loadPlatformSealer(platform.config);
  const context: TSigningContext = {
    platform,
    db: platform.database.db,
    tokenKey: tokens.key,
    tokens,
    seal: sealer.seal,
    sealPdf: sealer.sealPdf,
    trust: sealer.trust,
    pki: sealer.pki,
    pdfInspector: createPdfInspector(pdfInspectorOptions(platform.config)),
    documentsCreated,
  };
  return {
    context,
    /** The PKI, the time stamping and its trust (the TSA routes, evidence anchors). */
    sealer,
    createOperation: bindUseCase(context, createOperation),
    /** Up to 100 operations in one call, each on its own (validated, charged, answered). */
    createOperationBatch: bindUseCase(context, createOperationBatch),
    readOperation: bindUseCase(context, readOperation),
    openDocument: bindUseCase(context, openDocument),
    markDocumentRead: bindUseCase(context, markDocumentRead),
    sendOtp: bindUseCase(context, sendOtp),
    verifyOtp: bindUseCase(context, verifyOtp),
    addHandwrittenSignature: bindUseCase(context, addHandwrittenSignature),
    rejectOperation: bindUseCase(context, rejectOperation),
    cancelOperation: bindUseCase(context, cancelOperation),
    currentActa: (operation: TOperationRow) => currentActa(context, operation),
    openFile: bindUseCase(context, openFile),
    /** A worker's periodic upkeep: expiry, lost seal jobs, stale debits. */
    sweep: () => sweepOperations(context),
    /** The module's job handlers, by job type. */
    jobHandlers: (): Record<string, TJobHandler> => ({
      [SEAL_JOB]: createSealHandler(context),
      [CONFIRMATION_JOB]: createConfirmationHandler(context),
      [SENDER_NOTICE_JOB]: createSenderNoticeHandler(context),
    }),
    /**
     * Starts the PDF inspector's threads and a seal thread before the first upload and the
     * first signature (a web process).
     */
    warm: async () => {
      await Promise.all([context.pdfInspector.warm(), sealer.warm()]);
    },
    /** Stops the PDF inspector's threads and the seal threads. */
    close: async () => {
      await Promise.all([context.pdfInspector.close(), sealer.close()]);
    },
  };
}

export type TSigningService = Awaited<ReturnType<typeof createSigningService>>;
