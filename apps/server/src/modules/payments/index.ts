/**
 * The payments module: packs, orders, the providers (the embedded sandbox PSP; Stripe and
 * PayPal plug in through provider-factories.ts), webhooks, crediting exactly once,
 * refunds and chargebacks, bank transfers and the back office's payment routes. What
 * other modules and the composition layer may use.
 */
export { adminPaymentsRoutes } from './admin-payments-routes.ts';
export { createPaymentsService, type TPaymentsService } from './create-payments-service.ts';
export { findOrderPaidAt, lockOrderWithProduct } from './orders-queries.ts';
export {
  type TCheckout,
  type TCheckoutRequest,
  type TPaymentProvider,
  type TProviderPayment,
  type TWebhookEvent,
  WebhookVerificationError,
} from './payment-provider.ts';
export {
  CREDIT_NOTE_JOB,
  INVOICE_ISSUE_JOB,
  PAYMENTS_SENT_JOBS,
  PAYMENTS_SWEEP_JOB,
} from './payments-jobs.ts';
export { paymentsRoutes } from './payments-routes.ts';
export { pspWebhookRoutes } from './psp-webhook-routes.ts';
export { SANDBOX_TEST_CARDS } from './sandbox/sandbox-cards.ts';
export { sandboxRoutes } from './sandbox/sandbox-routes.ts';
export { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox/sandbox-signature.ts';
