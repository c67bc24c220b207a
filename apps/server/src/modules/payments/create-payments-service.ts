import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { loadOrCreateSecret } from '../../platform/secrets.ts';
import { expireOrders } from './expire-orders.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { PROVIDER_FACTORIES, type TProviderFactories } from './provider-factories.ts';
import { createProviderRegistry } from './provider-registry.ts';
import { createSandboxProvider } from './sandbox/sandbox-provider.ts';
import { createSandboxPsp, SANDBOX_WEBHOOK_JOB } from './sandbox/sandbox-psp.ts';
import { createSandboxWebhookHandler } from './sandbox/sandbox-webhook-job.ts';

/**
 * The payments service, built once per process: the sandbox PSP, the provider of each
 * method, and the context the use cases and routes share; plus the job handler of the
 * sandbox's webhooks and the transfer sweep.
 */
export async function createPaymentsService(
  platform: TPlatform,
  factories: TProviderFactories = PROVIDER_FACTORIES,
) {
  const { config } = platform;
  const secret =
    config.SANDBOX_WEBHOOK_SECRET ??
    (await loadOrCreateSecret(config.DATA_DIR, 'sandbox-webhook-secret'));
  const sandbox = createSandboxPsp({
    db: platform.database.db,
    enqueue: platform.enqueue,
    publicUrl: config.PUBLIC_URL,
    duplicates: config.SANDBOX_WEBHOOK_DUPLICATES,
  });
  const sandboxProvider = createSandboxProvider(sandbox, {
    secret,
    toleranceSeconds: config.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
  });
  const ctx: TPaymentsContext = {
    db: platform.database.db,
    config,
    log: platform.log.child({ module: 'payments' }),
    enqueue: platform.enqueue,
    queueMail: platform.queueMail,
    providers: createProviderRegistry(config, sandboxProvider, factories, platform.outbound),
    sandbox,
  };
  const offers = ctx.providers.offers();
  if (config.NODE_ENV === 'production' && offers.some((offer) => offer.test)) {
    ctx.log.warn({ offers }, 'payments: the sandbox takes test payments (PAYMENTS_SANDBOX=true)');
  } else if (offers.length === 0) {
    ctx.log.warn('payments are not configured: no Stripe, PayPal or bank details');
  }
  return {
    ctx,
    jobHandlers: (): Record<string, TJobHandler> => ({
      [SANDBOX_WEBHOOK_JOB]: createSandboxWebhookHandler(
        secret,
        platform.outbound.configured(config.PUBLIC_URL),
      ),
    }),
    /** The periodic sweep's work: cancels expired bank transfers and abandoned checkouts. */
    sweep: () => expireOrders(ctx.db, { checkoutMinutes: config.PAYMENT_CHECKOUT_MINUTES }),
  };
}

export type TPaymentsService = Awaited<ReturnType<typeof createPaymentsService>>;
