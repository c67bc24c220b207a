import { findReferencedBlobs } from './blob-collection.ts';
import { createIdentificationService } from './modules/identification/index.ts';
import { createOcrService } from './modules/ocr/index.ts';
import { createOperationsService } from './modules/operations/index.ts';
import {
  closePreviews,
  createPageRenderer,
  createPreviewContext,
  drawFirstPagesAhead,
  type TPreviewContext,
} from './modules/page-previews/index.ts';
import { createPaymentsService } from './modules/payments/index.ts';
import { createSigningService } from './modules/signing/index.ts';
import { createTokenLiveness, type TTokenVerifier, tokenKey } from './modules/tokens/index.ts';
import { createVerificationService } from './modules/verification/index.ts';
import { createWebhooksContext } from './modules/webhooks/index.ts';
import { createWorkspaceService } from './modules/workspace/index.ts';
import type { TPlatform } from './platform/platform.ts';

/**
 * The modules' services a process runs on, built once (main.ts, the test server) and
 * handed to the HTTP app and to the job worker: the bearer-token verifier (one liveness
 * cache, which sign-outs in this process clear), the operations service (one sealer, one
 * PDF inspector) and, on its context, the signer's side (signing) and the sender's
 * workspace, the page previews (one render pool), the public verification (one PDF
 * verifier) and the payments (the providers, the sandbox PSP).
 */
export async function createServices(platform: TPlatform) {
  const tokens: TTokenVerifier = {
    key: tokenKey(platform.authSecret),
    liveness: createTokenLiveness(platform.database.db, platform.config.TOKEN_LIVENESS_CACHE_MS),
  };
  // Pages drawn as images for the signer's first look (threads start on first use); with
  // PAGE_PREVIEWS_AHEAD, a new operation's first pages are drawn as it is created.
  let previews: TPreviewContext | undefined;
  const operations = await createOperationsService(platform, {
    tokens,
    documentsCreated: platform.config.PAGE_PREVIEWS_AHEAD
      ? (documentSha256s) => previews && drawFirstPagesAhead(previews, documentSha256s)
      : undefined,
  });
  const { certificateAuthority } = operations;
  const signing = createSigningService(operations.context);
  const workspace = createWorkspaceService(operations.context);
  previews = createPreviewContext(operations.context, createPageRenderer(platform.config));
  const verification = createVerificationService(platform, { sealer: operations.sealer });
  const payments = await createPaymentsService(platform);
  const identification = createIdentificationService(platform, {
    sealer: operations.sealer,
    findReferencedBlobs: findReferencedBlobs(platform.database.db),
  });
  // One vision pool per process: document verification runs on identification's.
  const ocr = createOcrService(platform, {
    sealer: operations.sealer,
    vision: identification.context.vision,
  });
  return {
    tokens,
    operations,
    certificateAuthority,
    signing,
    workspace,
    previews,
    identification,
    ocr,
    verification,
    payments,
    /** Outgoing webhooks: the endpoints' secrets' key, the delivery job's context. */
    webhooks: createWebhooksContext(platform),
    async close() {
      await Promise.all([
        operations.close(),
        // The page being drawn ahead is failed with its render thread and awaited: it no
        // longer uses the database once this resolves.
        closePreviews(previews),
        verification.close(),
        identification.close(),
      ]);
    },
  };
}

export type TServices = Awaited<ReturnType<typeof createServices>>;
