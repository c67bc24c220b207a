import { randomBytes } from 'node:crypto';
import type { TCreateOrderRequest, TCreateOrderResponse } from '@confirma/contracts/payments';
import { and, eq, gt } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { DAY_MS, MINUTE_MS } from '../../platform/time-units.ts';
import { findOrganizationContact } from '../accounts/index.ts';
import { toOrder, withExtras } from './orders-queries.ts';
import type { TOrderRow, TPaymentsContext } from './payments.types.ts';
import { paymentOrders, products } from './payments-schema.ts';
import { transferMail } from './transfer-mail.ts';
import { newTransferReference } from './transfer-reference.ts';

export interface TCreateOrderParams extends TCreateOrderRequest {
  organizationId: string;
  /** The member who buys (named in the orders' list and on the invoice). */
  buyerUserId: string;
  idempotencyKey?: string | undefined;
  locale: 'es' | 'en' | 'it';
}

async function findByIdempotencyKey(ctx: TPaymentsContext, organizationId: string, key: string) {
  const [row] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.organizationId, organizationId), eq(paymentOrders.idempotencyKey, key)),
    );
  return row;
}

/**
 * Inserts the order, with the e-mail of a transfer's instructions in the same transaction;
 * a concurrent twin with the same Idempotency-Key wins, and is returned (no second e-mail).
 */
async function insertOrder(
  ctx: TPaymentsContext,
  values: typeof paymentOrders.$inferInsert,
  locale: TCreateOrderParams['locale'],
) {
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const [inserted] = await tx.insert(paymentOrders).values(values).returning();
        if (inserted?.method === 'transfer')
          await mailTransferInstructions(ctx, tx, inserted, locale);
        return inserted;
      });
      if (row) return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 5) throw error;
      if (values.idempotencyKey && values.organizationId) {
        const twin = await findByIdempotencyKey(ctx, values.organizationId, values.idempotencyKey);
        if (twin) return twin;
      }
      // A transfer reference drawn twice: draw again.
      if (values.transferReference) values.transferReference = newTransferReference();
    }
  }
}

/** The buyer's e-mail with the transfer's reference, bank details, amount and expiry. */
async function mailTransferInstructions(
  ctx: TPaymentsContext,
  tx: TTx,
  order: TOrderRow,
  locale: TCreateOrderParams['locale'],
) {
  if (!order.organizationId) return;
  const found = await findOrganizationContact(tx, { organizationId: order.organizationId });
  if (!found) return;
  const full = await withExtras(tx, order);
  const { transfer } = toOrder(full, ctx.config);
  if (!transfer) return;
  const language = found.profile?.language ?? locale;
  const mail = transferMail(language, {
    name: found.user.name,
    packName: full.productName,
    credits: order.credits,
    transfer,
    link: `${ctx.config.PUBLIC_URL}/#/profilepage?tab=purchases`,
  });
  await ctx.queueMail(tx, { to: found.user.email, language, ...mail });
}

/** The provider's page for the order (the same checkout again: same idempotency key). */
export async function checkoutOf(
  ctx: TPaymentsContext,
  order: TOrderRow,
  params: Pick<TCreateOrderParams, 'organizationId' | 'locale'>,
) {
  if (order.method === 'transfer') return undefined;
  const provider = ctx.providers.byName(order.provider);
  const user = (await findOrganizationContact(ctx.db, { organizationId: params.organizationId }))
    ?.user;
  const [product] = await ctx.db.select().from(products).where(eq(products.id, order.productId));
  const back = `${ctx.config.PUBLIC_URL}/#/paymentReturn?order=${order.id}`;
  const checkout = await provider.createCheckout({
    orderId: order.id,
    amountCents: order.amountCents,
    currency: 'EUR',
    description: `Confirma: ${product?.name ?? order.productId}`,
    customerEmail: user?.email ?? '',
    method: order.method,
    returnUrl: back,
    cancelUrl: `${back}&canceled=1`,
    idempotencyKey: `order:${order.id}`,
    locale: params.locale,
  });
  if (!order.providerRef) {
    await ctx.db
      .update(paymentOrders)
      .set({ providerRef: checkout.providerRef })
      .where(eq(paymentOrders.id, order.id));
    order.providerRef = checkout.providerRef;
  }
  return checkout.redirectUrl;
}

/**
 * Creates an order for a pack: price, currency and credits are the pack's (never the
 * client's). A method no provider takes here is PAYMENTS_NOT_CONFIGURED, before anything is
 * stored. Card and wallet orders open a checkout with the method's provider; a transfer
 * gets a reference, the bank details and an expiry. With an Idempotency-Key a retry
 * returns the same order (and the same checkout); the same key for another pack or method
 * is a CONFLICT.
 */
export async function createOrder(
  ctx: TPaymentsContext,
  params: TCreateOrderParams,
): Promise<TCreateOrderResponse> {
  const { organizationId, productId, method, idempotencyKey } = params;
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(ctx, organizationId, idempotencyKey);
    if (existing) return answer(ctx, existing, params);
  }
  ctx.providers.assertOffered(method);
  const [product] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true), gt(products.priceCents, 0)));
  if (!product) throw new AppError('NOT_FOUND', `no pack ${productId} on sale`);

  const transfer = method === 'transfer';
  const order = await insertOrder(
    ctx,
    {
      id: `ord_${randomBytes(12).toString('base64url')}`,
      organizationId,
      buyerUserId: params.buyerUserId,
      productId: product.id,
      credits: product.credits,
      amountCents: product.priceCents,
      currency: product.currency,
      provider: transfer ? 'transfer' : ctx.providers.forMethod(method).name,
      method,
      idempotencyKey: idempotencyKey ?? null,
      transferReference: transfer ? newTransferReference() : null,
      expiresAt: new Date(
        Date.now() +
          (transfer
            ? ctx.config.BANK_TRANSFER_DAYS * DAY_MS
            : ctx.config.PAYMENT_CHECKOUT_MINUTES * MINUTE_MS),
      ),
    },
    params.locale,
  );
  return answer(ctx, order, params);
}

async function answer(
  ctx: TPaymentsContext,
  order: TOrderRow,
  params: TCreateOrderParams,
): Promise<TCreateOrderResponse> {
  if (order.productId !== params.productId || order.method !== params.method) {
    throw new AppError('CONFLICT', 'this Idempotency-Key was used for another order');
  }
  const open = order.status === 'PENDING' || order.status === 'REQUIRES_ACTION';
  let redirectUrl: string | undefined;
  if (open) {
    try {
      redirectUrl = await checkoutOf(ctx, order, params);
    } catch (error) {
      ctx.log.error({ err: error, orderId: order.id }, 'checkout could not be created');
      await ctx.db
        .update(paymentOrders)
        .set({ status: 'FAILED', failureMessage: 'checkout-unavailable' })
        .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'PENDING')));
      throw new AppError('INTERNAL', 'the payment provider is not available');
    }
  }
  const full = await withExtras(ctx.db, order);
  return { order: toOrder(full, ctx.config), ...(redirectUrl ? { redirectUrl } : {}) };
}
