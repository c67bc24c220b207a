import type { TPlatform } from '../../platform/platform.ts';
import { createCertificateAuthority } from '../certificate-authority/index.ts';
import { createPdfInspector, pdfInspectorOptions } from '../pdf-inspection/index.ts';
import {
  loadPlatformSealer,
  type TLongTermSource,
  type TPlatformSealer,
} from '../pdf-reports/index.ts';
import type { TTokenVerifier } from '../tokens/index.ts';
import { cancelOperation } from './cancel-operation.ts';
import { createOperation } from './create-operation.ts';
import { createOperationBatch } from './create-operation-batch.ts';
import { sweepOperations } from './operation-sweep.ts';
import type { TOperationsContext } from './operations.types.ts';
import { readOperation } from './read-operation.ts';

type TUseCase<O, R> = (context: TOperationsContext, options: O) => R;

/** Binds a use case to the service's context: callers pass its named options only. */
export function bindUseCase<O, R>(
  context: TOperationsContext,
  run: TUseCase<O, R>,
): (options: O) => R {
  return (options) => run(context, options);
}

/**
 * The operations service, built once per process (create-services.ts) and handed to the HTTP
 * routes, to the job worker and to the modules built on operations (signing, workspace,
 * notifications…): one sealer (the PKI is read once), one token key, one token verifier,
 * one PDF inspector, and the core use cases bound to them.
 */
export async function createOperationsService(
  platform: TPlatform,
  {
    tokens,
    documentsCreated,
  }: { tokens: TTokenVerifier; documentsCreated?: TOperationsContext['documentsCreated'] },
) {
  const sealer = await loadPlatformSealer(platform.config, platform.outbound);
  // The platform CA on the PKI the sealer loaded (read once): the signers' one-time
  // certificates, and the OCSP answers and CRL of every DSS.
  const authority = createCertificateAuthority({
    pki: sealer.pki,
    publicUrl: platform.config.PUBLIC_URL,
    log: platform.log,
    tsaTrust: sealer.trust,
    outbound: platform.outbound,
  });
  const longTerm: TLongTermSource = (used) => authority.revocationData(platform.database.db, used);
  // Every certificate and report the platform seals is PAdES B-LTA (a DSS and a document
  // time stamp after the seal), unless the caller plans otherwise.
  const reportSealer: TPlatformSealer = {
    ...sealer,
    sealPdf: (pdf, options, plan) => sealer.sealPdf(pdf, options, plan ?? { longTerm }),
  };
  const context: TOperationsContext = {
    platform,
    db: platform.database.db,
    tokenKey: tokens.key,
    tokens,
    seal: sealer.seal(longTerm),
    sealPdf: reportSealer.sealPdf,
    trust: sealer.trust,
    pki: sealer.pki,
    authority,
    extendArchive: (pdf) => sealer.extend(pdf, longTerm),
    pdfInspector: createPdfInspector(pdfInspectorOptions(platform.config)),
    documentsCreated,
  };
  return {
    context,
    /**
     * The PKI, the time stamping and its trust (the TSA routes, evidence anchors), and the
     * platform seal of certificates and reports (PAdES B-LTA).
     */
    sealer: reportSealer,
    /** The platform CA (its OCSP and CRL routes, the back office's revocation). */
    certificateAuthority: authority,
    createOperation: bindUseCase(context, createOperation),
    /** Up to 100 operations in one call, each on its own (validated, charged, answered). */
    createOperationBatch: bindUseCase(context, createOperationBatch),
    readOperation: bindUseCase(context, readOperation),
    cancelOperation: bindUseCase(context, cancelOperation),
    /** A worker's periodic upkeep: expiry, stale debits. */
    sweep: () => sweepOperations(context),
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

export type TOperationsService = Awaited<ReturnType<typeof createOperationsService>>;
