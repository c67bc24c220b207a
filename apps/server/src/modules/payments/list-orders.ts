import type { TPageQuery } from '@confirma/contracts/pagination';
import type { TOrder, TOrderList } from '@confirma/contracts/payments';
import { and, desc, eq } from 'drizzle-orm';
import { afterCursor, exactTime, keysetPage } from '../../platform/db/keyset-page.ts';
import { AppError } from '../../platform/errors.ts';
import { findOwnOrder, orderExtras, toOrder, withExtras } from './orders-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { paymentOrders, products } from './payments-schema.ts';

/** A page of the user's orders, newest first, with the pack's name and the invoice id. */
export async function listOrders(
  ctx: TPaymentsContext,
  { organizationId, query }: { organizationId: string; query: TPageQuery },
): Promise<TOrderList> {
  const rows = await ctx.db
    .select({ order: paymentOrders, ...orderExtras, cursorAt: exactTime(paymentOrders.createdAt) })
    .from(paymentOrders)
    .innerJoin(products, eq(products.id, paymentOrders.productId))
    .where(
      and(
        eq(paymentOrders.organizationId, organizationId),
        afterCursor(paymentOrders.createdAt, paymentOrders.id, query.cursor),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(query.limit + 1);
  const page = keysetPage(rows, query.limit, ({ order }) => order.id);
  return {
    orders: page.rows.map(({ order, productName, invoiceId, creditNoteId, buyerName }) =>
      toOrder({ ...order, productName, invoiceId, creditNoteId, buyerName }, ctx.config),
    ),
    nextCursor: page.nextCursor,
  };
}

/** One of the user's orders (another user's is NOT_FOUND). */
export async function readOrder(
  ctx: TPaymentsContext,
  { organizationId, orderId }: { organizationId: string; orderId: string },
): Promise<TOrder> {
  const order = await findOwnOrder(ctx.db, { organizationId, orderId });
  if (!order) throw new AppError('NOT_FOUND', 'no such order');
  return toOrder(await withExtras(ctx.db, order), ctx.config);
}
