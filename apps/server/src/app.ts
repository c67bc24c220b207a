import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TServices } from './create-services.ts';
import {
  authRoutes,
  createAuth,
  memberAccess,
  sessionAccess,
  type TAuth,
} from './modules/accounts/index.ts';
import {
  adminAccess,
  adminRoutes,
  recordAdminAction,
  reviewerAccess,
} from './modules/admin/index.ts';
import { analyticsRoutes } from './modules/analytics/index.ts';
import { bulkSendRoutes } from './modules/bulk-sends/index.ts';
import {
  certificateAdminRoutes,
  certificateAuthorityRoutes,
  type TRevocationRecorder,
} from './modules/certificate-authority/index.ts';
import { contactRoutes, devContactRoutes } from './modules/contacts/index.ts';
import { demoRoutes } from './modules/demo/index.ts';
import { outboxRoutes } from './modules/dev/index.ts';
import { embedOriginRoutes, embedPageRoutes, embedSignerAccess } from './modules/embed/index.ts';
import { establishmentRoutes } from './modules/establishments/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  identificationAccess,
  identificationRoutes,
  reviewDeskRoutes,
} from './modules/identification/index.ts';
import { invoicesRoutes } from './modules/invoices/index.ts';
import { accountRoutes, brandRoutes, ensureAccountDocument } from './modules/my-account/index.ts';
import { notificationAccess, notificationRoutes } from './modules/notifications/index.ts';
import { ocrRoutes } from './modules/ocr/index.ts';
import { operationAccess, operationsRoutes } from './modules/operations/index.ts';
import { organizationRoutes } from './modules/organizations/index.ts';
import { pagePreviewRoutes } from './modules/page-previews/index.ts';
import {
  adminPaymentsRoutes,
  paymentsRoutes,
  pspWebhookRoutes,
  sandboxRoutes,
} from './modules/payments/index.ts';
import { requestTemplateRoutes } from './modules/request-templates/index.ts';
import { tsaRoutes } from './modules/sealing/index.ts';
import { communicationsOf, sesCommunicationRoutes } from './modules/ses-communications/index.ts';
import { fileLinkAccess, fileRoutes, signingRoutes } from './modules/signing/index.ts';
import {
  accountAccess,
  accountTokenAccess,
  apiCredentialRoutes,
  memberOfRequest,
  tokenRoutes,
} from './modules/tokens/index.ts';
import { travellerRoutes } from './modules/traveller/index.ts';
import { verifyRoutes } from './modules/verification/index.ts';
import { outgoingWebhookRoutes } from './modules/webhooks/index.ts';
import { senderAccess, senderActionRoutes, workspaceRoutes } from './modules/workspace/index.ts';
import type { TConfig } from './platform/config.ts';
import { anonymousAccess, registerAccess } from './platform/http/access.ts';
import { registerAdmission } from './platform/http/admission.ts';
import { registerBodyParsers } from './platform/http/body-parsers.ts';
import { registerNulGuard } from './platform/http/nul-guard.ts';
import { DOCS_ROUTES, registerOpenApi } from './platform/http/openapi.ts';
import { registerProblemHandlers } from './platform/http/problem.ts';
import { lazyChildLogger, registerRequestLog } from './platform/http/request-log.ts';
import { registerSecurityHeaders } from './platform/http/security.ts';
import { embedPage, inlineScriptHashes, registerSpa, SPA_ROUTES } from './platform/http/spa.ts';
import type { TPlatform } from './platform/platform.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Fastify's `trustProxy` for TRUSTED_PROXIES: `request.ip` is then the socket's address, or
 * the right-most X-Forwarded-For address no trusted proxy wrote. Fastify refuses a bare hop
 * count, so a count is a function trusting the first `hops` addresses from the socket.
 */
function trustProxy(trusted: TConfig['TRUSTED_PROXIES']) {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}

/** An administrator's revocation of a platform certificate, in the admin audit log. */
const recordRevocation: TRevocationRecorder = (tx, entry) =>
  recordAdminAction(tx, {
    actor: entry.actor,
    action: 'certificate.revoke',
    target: { type: 'certificate', id: entry.serialHex },
    reason: entry.note,
    details: { reason: entry.reason },
    ip: entry.ip,
  });

/** Builds the HTTP application on a ready platform; does not listen. */
export async function buildApp(platform: TPlatform, services: TServices) {
  const { config } = platform;
  const app = createFastify(platform);
  const security = registerHttpGuards(app, config);
  const auth = createAuth(platform, {
    secret: platform.authSecret,
    ensureUserDocument: ensureAccountDocument,
  });
  registerScopes(app, platform, services, auth);
  await registerOpenApi(app, config.PUBLIC_URL);
  await registerRoutes(app, platform, services, { auth, security });
  const spa = await registerSpa(app, config.WEB_DIST_DIR);
  if (!spa)
    app.log.warn({ dir: config.WEB_DIST_DIR }, 'web client not built; serving the API only');
  return app;
}

export type TApp = Awaited<ReturnType<typeof buildApp>>;

/** The Fastify instance: its logger, limits, proxies, request ids and zod schemas. */
function createFastify(platform: TPlatform) {
  const { config } = platform;
  const app = Fastify({
    loggerInstance: platform.log as FastifyBaseLogger,
    // One line per request instead of Fastify's two (platform/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: trustProxy(config.TRUSTED_PROXIES),
    requestIdHeader: 'x-request-id',
    childLoggerFactory: lazyChildLogger,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  return app;
}

type TFastifyApp = ReturnType<typeof createFastify>;

/**
 * What every request goes through before its route: the request log, problem answers,
 * admission control, body parsers, the NUL guard and the security headers (returned: the
 * embed pages use them).
 */
function registerHttpGuards(app: TFastifyApp, config: TConfig) {
  registerRequestLog(app);
  registerProblemHandlers(app);
  registerAdmission(app, {
    running: config.ADMISSION_RUNNING,
    waiting: config.ADMISSION_WAITING,
    waitMs: config.ADMISSION_WAIT_MS,
    retryAfterSeconds: config.ADMISSION_RETRY_AFTER_SECONDS,
  });
  registerBodyParsers(app);
  registerNulGuard(app);
  return registerSecurityHeaders(app, config.PUBLIC_URL, inlineScriptHashes(config.WEB_DIST_DIR));
}

/**
 * The scopes whose caller may be an organisation's member: each of their routes declares
 * the permission it asks of the member's role.
 */
const MEMBER_SCOPES = [
  'member',
  'account',
  'account-token',
  'sender',
  'operation',
  'identification-reader',
] as const;

/** Who may call each route: every route declares one of these scopes (platform/http/README.md). */
function registerScopes(app: TFastifyApp, platform: TPlatform, services: TServices, auth: TAuth) {
  const { config } = platform;
  const { tokens, operations, signing } = services;
  const holder = { auth, tokens, db: platform.database.db };
  const account = accountAccess(holder);
  registerAccess(
    app,
    {
      anonymous: anonymousAccess,
      session: sessionAccess(auth),
      member: memberAccess(auth, platform.database.db),
      account,
      'account-token': accountTokenAccess(holder),
      admin: adminAccess(platform, auth),
      reviewer: reviewerAccess(platform, auth),
      ...operationAccess(operations.context),
      ...identificationAccess(operations.context),
      sender: senderAccess(account, operations.context),
      'file-link': fileLinkAccess(signing.context),
      'embed-signer': embedSignerAccess(operations.context),
      ...notificationAccess(platform.database.db, config),
    },
    {
      exempt: [DOCS_ROUTES, SPA_ROUTES],
      required: { '/api/admin/': 'admin', '/api/review/': 'reviewer' },
      memberScopes: MEMBER_SCOPES,
      memberGate: (request) => memberOfRequest(holder, request),
    },
  );
}

/** Every module's routes, the sandbox's pages and the development outbox where enabled. */
async function registerRoutes(
  app: TFastifyApp,
  platform: TPlatform,
  services: TServices,
  { auth, security }: { auth: TAuth; security: ReturnType<typeof registerSecurityHeaders> },
) {
  const { config } = platform;
  const { tokens, operations, signing, verification, payments } = services;
  const { liveness } = tokens;
  await app.register(healthRoutes, { platform });
  await app.register(authRoutes, { platform, auth, liveness });
  await app.register(accountRoutes, { platform, auth, liveness });
  await app.register(brandRoutes, { platform });
  await app.register(apiCredentialRoutes, { platform, liveness });
  await app.register(organizationRoutes, { platform, auth, liveness });
  await app.register(tokenRoutes, { platform, auth, tokens });
  await app.register(tsaRoutes, {
    pki: operations.sealer.pki,
    db: platform.database.db,
    config: platform.config,
  });
  await app.register(certificateAuthorityRoutes, {
    authority: services.certificateAuthority,
    db: platform.database.db,
    config: platform.config,
  });
  await app.register(operationsRoutes, { operations });
  await app.register(requestTemplateRoutes, { templates: operations });
  await app.register(bulkSendRoutes, { templates: operations });
  await app.register(identificationRoutes, {
    operations,
    identification: services.identification.context,
  });
  await app.register(reviewDeskRoutes, { identification: services.identification.context });
  await app.register(senderActionRoutes, { operations, workspace: services.workspace });
  await app.register(notificationRoutes, { operations });
  await app.register(workspaceRoutes, {
    workspace: services.workspace,
    identificationsOf: services.identification.identificationsOf,
  });
  await app.register(signingRoutes, { signing });
  await app.register(embedOriginRoutes, { db: platform.database.db, publicUrl: config.PUBLIC_URL });
  await app.register(embedPageRoutes, {
    db: platform.database.db,
    page: embedPage(config.WEB_DIST_DIR),
    security,
  });
  await app.register(travellerRoutes, { operations, communicationsOf });
  await app.register(fileRoutes, { signing });
  await app.register(pagePreviewRoutes, { previews: services.previews });
  await app.register(demoRoutes, { platform, operations });
  await app.register(establishmentRoutes, { platform, operations });
  await app.register(sesCommunicationRoutes, { platform });
  await app.register(analyticsRoutes, { platform });
  await app.register(contactRoutes, { platform });
  await app.register(verifyRoutes, { verification });
  await app.register(invoicesRoutes, { platform });
  await app.register(ocrRoutes, { ocr: services.ocr.context });
  await app.register(outgoingWebhookRoutes, { webhooks: services.webhooks });
  await app.register(paymentsRoutes, { ctx: payments.ctx });
  await app.register(pspWebhookRoutes, { ctx: payments.ctx });
  // The sandbox's hosted pages only while it takes payments (PAYMENTS_SANDBOX).
  if (config.PAYMENTS_SANDBOX) {
    await app.register(sandboxRoutes, { psp: payments.ctx.sandbox, publicUrl: config.PUBLIC_URL });
  }
  // The back office: every route under /api/admin declares the admin scope (required above).
  await app.register(adminRoutes, {
    platform,
    include: async (scope) => {
      await scope.register(adminPaymentsRoutes, { ctx: payments.ctx });
      await scope.register(certificateAdminRoutes, {
        authority: services.certificateAuthority,
        db: platform.database.db,
        record: recordRevocation,
      });
    },
  });
  if (config.OUTBOX_ENABLED) {
    await app.register(outboxRoutes, { platform });
    await app.register(devContactRoutes, { platform });
  }
}
