import type { TPlatform } from '../../platform/platform.ts';
import type { TPlatformSealer } from '../pdf-reports/index.ts';
import { createAnchorVerifier } from './anchor-verifier.ts';
import { createPdfVerifier } from './pdf-verifier.ts';
import type { TVerificationContext } from './verification.types.ts';

/**
 * The public verification, built once per process: the PDF and anchor verifiers' worker
 * threads (started on first use) and the trust they check against, the platform's seal chain (its root, or
 * the PKCS#12 seal certificate and its issuers) and the TSAs the evidence trusts.
 */
export function createVerificationService(
  platform: TPlatform,
  { sealer }: { sealer: TPlatformSealer },
) {
  const { pki } = sealer;
  const seal = [pki.signing.certificate, ...pki.signing.chain, ...(pki.root ? [pki.root] : [])];
  const context: TVerificationContext = {
    db: platform.database.db,
    config: platform.config,
    blobs: platform.blobs,
    verifier: createPdfVerifier(platform.config, { seal, tsa: sealer.trust }),
    evidenceTrust: sealer.trust,
    anchors: createAnchorVerifier(platform.config, sealer.trust),
  };
  const close = async () => {
    await Promise.all([context.verifier.close(), context.anchors.close()]);
  };
  return { context, close };
}

export type TVerificationService = ReturnType<typeof createVerificationService>;
