import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb, TDbOrTx } from '../../../platform/db/client.ts';
import type { TPlatform } from '../../../platform/platform.ts';
import type { TCheckoutRequest } from '../payment-provider.ts';
import { sandboxPayments, type TSandboxPaymentState } from './sandbox-schema.ts';

/** The job that delivers one sandbox webhook over HTTP (sandbox-webhook-job.ts). */
export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox-webhook';
/**
 * A delivery's try expires after this (three times the 10 s it waits for an answer:
 * sandbox-webhook-job.ts), not JOBS_EXPIRE_SECONDS: a payment whose delivery was running
 * when its worker died is credited within seconds of the restart, whose runner takes the
 * expired try back (job-runner.ts). A try that overran it only delivers the same event
 * again, which changes nothing.
 */
export const SANDBOX_WEBHOOK_EXPIRE_SECONDS = 30;
export const ZSandboxWebhookJob = z.object({ url: z.string(), body: z.string() });

export type TSandboxPayment = typeof sandboxPayments.$inferSelect;

/** The sandbox's event types, as it names them in its webhooks. */
export type TSandboxEventType =
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.requires_action'
  | 'payment.canceled'
  | 'payment.refunded'
  | 'payment.disputed';

export interface TSandboxPspOptions {
  db: TDb;
  enqueue: TPlatform['enqueue'];
  /** Where the sandbox's pages are served and its webhooks sent (the product's own URL). */
  publicUrl: string;
  /** Extra copies of each webhook, on purpose (SANDBOX_WEBHOOK_DUPLICATES). */
  duplicates: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(15).toString('base64url')}`;

/** The webhook body: what a PSP's event looks like. */
export function sandboxEventBody(payment: TSandboxPayment, type: TSandboxEventType): string {
  return JSON.stringify({
    id: id('evt'),
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: payment.id,
        merchant_ref: payment.merchantRef,
        state: payment.state,
        amount: payment.amountCents,
        currency: payment.currency,
        amount_refunded: payment.refundedCents,
        failure_message: payment.failureMessage,
      },
    },
  });
}

/**
 * The embedded sandbox PSP: its own book of payments (sandbox_payments) and the webhooks
 * it sends about them. Every change moves a payment from an expected state with a guarded
 * update and enqueues its webhook (1 + `duplicates` copies of the same event) in the same
 * transaction; the product learns of it only through those webhooks and `settle`.
 */
export function createSandboxPsp(options: TSandboxPspOptions) {
  const { db, enqueue, publicUrl, duplicates } = options;
  const webhookUrl = `${publicUrl}/api/payments/webhooks/sandbox`;

  async function emit(tx: TDbOrTx, payment: TSandboxPayment, type: TSandboxEventType) {
    const body = sandboxEventBody(payment, type);
    for (let copy = 0; copy <= duplicates; copy++) {
      await enqueue(
        tx,
        SANDBOX_WEBHOOK_JOB,
        { url: webhookUrl, body },
        { expireInSeconds: SANDBOX_WEBHOOK_EXPIRE_SECONDS },
      );
    }
  }

  /** Moves a payment from one of `from` to `to` and announces it; undefined when not in `from`. */
  async function transition(
    paymentId: string,
    from: TSandboxPaymentState[],
    to: TSandboxPaymentState,
    event: TSandboxEventType,
    extra: Partial<Pick<TSandboxPayment, 'failureMessage' | 'cardLast4' | 'refundedCents'>> = {},
  ): Promise<TSandboxPayment | undefined> {
    return db.transaction(async (tx) => {
      const [moved] = await tx
        .update(sandboxPayments)
        .set({ state: to, ...extra, updatedAt: sql`now()` })
        .where(and(eq(sandboxPayments.id, paymentId), inArray(sandboxPayments.state, from)))
        .returning();
      if (moved) await emit(tx, moved, event);
      return moved;
    });
  }

  return {
    webhookUrl,
    checkoutUrl: (paymentId: string) => `${publicUrl}/sandbox-psp/checkout/${paymentId}`,

    /** Opens a payment (or returns the one opened with the same idempotency key). */
    async open(request: TCheckoutRequest, merchantRef = request.orderId): Promise<TSandboxPayment> {
      await db
        .insert(sandboxPayments)
        .values({
          id: id('sbx_pay'),
          merchantRef,
          amountCents: request.amountCents,
          currency: request.currency,
          description: request.description,
          method: request.method,
          locale: request.locale,
          customerEmail: request.customerEmail,
          returnUrl: request.returnUrl,
          cancelUrl: request.cancelUrl,
          idempotencyKey: request.idempotencyKey,
        })
        .onConflictDoNothing();
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.idempotencyKey, request.idempotencyKey));
      if (!payment) throw new Error('sandbox payment vanished');
      return payment;
    },

    async find(paymentId: string): Promise<TSandboxPayment | undefined> {
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, paymentId));
      return payment;
    },

    async findByMerchantRef(merchantRef: string): Promise<TSandboxPayment | undefined> {
      const [payment] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.merchantRef, merchantRef));
      return payment;
    },

    succeed: (paymentId: string, cardLast4: string | null) =>
      transition(paymentId, ['open', 'requires_action'], 'succeeded', 'payment.succeeded', {
        cardLast4,
        failureMessage: null,
      }),
    fail: (paymentId: string, message: string, cardLast4: string | null) =>
      transition(paymentId, ['open', 'requires_action'], 'failed', 'payment.failed', {
        failureMessage: message,
        cardLast4,
      }),
    requireAction: (paymentId: string, cardLast4: string) =>
      transition(paymentId, ['open'], 'requires_action', 'payment.requires_action', {
        cardLast4,
      }),
    cancel: (paymentId: string) =>
      transition(paymentId, ['open', 'requires_action'], 'canceled', 'payment.canceled'),

    /** Refunds a succeeded payment in full (a second call finds it refunded: same answer). */
    async refund(paymentId: string): Promise<TSandboxPayment | undefined> {
      const payment = await this.find(paymentId);
      if (!payment) return undefined;
      if (payment.state === 'refunded') return payment;
      return transition(paymentId, ['succeeded'], 'refunded', 'payment.refunded', {
        refundedCents: payment.amountCents,
      });
    },

    /** The payer's bank opens a chargeback on a succeeded payment. */
    dispute: (paymentId: string) =>
      transition(paymentId, ['succeeded'], 'disputed', 'payment.disputed'),
  };
}

export type TSandboxPsp = ReturnType<typeof createSandboxPsp>;
