import type { TOrder } from '@confirma/contracts/payments';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { findOwnOrder, orderExtras, toOrder, withExtras } from './orders-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { paymentOrders, products } from './payments-schema.ts';

/** The user's orders, newest first, with the pack's name and the invoice id. */
export async function listOrders(
  ctx: TPaymentsContext,
  { userId }: { userId: string },
): Promise<TOrder[]> {
  const rows = await ctx.db
    .select({ order: paymentOrders, ...orderExtras })
    .from(paymentOrders)
    .innerJoin(products, eq(products.id, paymentOrders.productId))
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(200);
  return rows.map(({ order, productName, invoiceId }) =>
    toOrder({ ...order, productName, invoiceId }, ctx.config),
  );
}

/** One of the user's orders (another user's is NOT_FOUND). */
export async function readOrder(
  ctx: TPaymentsContext,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<TOrder> {
  const order = await findOwnOrder(ctx.db, { userId, orderId });
  if (!order) throw new AppError('NOT_FOUND', 'no such order');
  return toOrder(await withExtras(ctx.db, order), ctx.config);
}
