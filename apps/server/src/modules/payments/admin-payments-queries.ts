import type {
  TAdminPayment,
  TAdminPaymentDetail,
  TAdminPaymentList,
  TAdminPaymentsQuery,
} from '@confirma/contracts/payments';
import { and, asc, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { userEmailOf } from '../accounts/index.ts';
import { orderExtras, toOrder } from './orders-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';
import { paymentEvents, paymentOrders, products } from './payments-schema.ts';

/** The order's account's e-mail address (null once the account is erased). */
const orderEmail = userEmailOf(paymentOrders.organizationId);
const columns = { order: paymentOrders, email: orderEmail, ...orderExtras };

function base(ctx: TPaymentsContext) {
  return ctx.db
    .select(columns)
    .from(paymentOrders)
    .innerJoin(products, eq(products.id, paymentOrders.productId));
}

type TRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function toAdminPayment(ctx: TPaymentsContext, row: TRow): TAdminPayment {
  const { order, email, productName, invoiceId, creditNoteId, buyerName } = row;
  return {
    ...toOrder({ ...order, productName, invoiceId, creditNoteId, buyerName }, ctx.config),
    userId: order.buyerUserId ?? order.organizationId,
    userEmail: email,
    providerRef: order.providerRef,
    refundedCents: order.refundedCents,
  };
}

/** Cursor: `<createdAt ISO>|<id>` of the last row (newest first). */
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime())) throw new AppError('VALIDATION_FAILED', 'bad cursor');
  return or(
    lt(paymentOrders.createdAt, date),
    and(eq(paymentOrders.createdAt, date), lt(paymentOrders.id, id)),
  );
}

/** The back office's payments: by state, provider, or a search on id, reference, e-mail. */
export async function listAdminPayments(
  ctx: TPaymentsContext,
  query: TAdminPaymentsQuery,
): Promise<TAdminPaymentList> {
  const q = query.q ? `%${query.q.replace(/[%_\\]/g, '\\$&')}%` : undefined;
  const rows = await base(ctx)
    .where(
      and(
        query.status ? eq(paymentOrders.status, query.status) : undefined,
        query.provider ? eq(paymentOrders.provider, query.provider) : undefined,
        q
          ? or(
              ilike(paymentOrders.id, q),
              ilike(paymentOrders.transferReference, q),
              ilike(paymentOrders.providerRef, q),
              ilike(orderEmail, q),
            )
          : undefined,
        afterCursor(query.cursor),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    payments: page.map((row) => toAdminPayment(ctx, row)),
    nextCursor:
      rows.length > query.limit && last
        ? `${last.order.createdAt.toISOString()}|${last.order.id}`
        : null,
  };
}

/** One payment with every event received or observed about it, oldest first. */
export async function readAdminPayment(
  ctx: TPaymentsContext,
  orderId: string,
): Promise<TAdminPaymentDetail> {
  const [row] = await base(ctx).where(eq(paymentOrders.id, orderId));
  if (!row) throw new AppError('NOT_FOUND', 'no such order');
  const events = await ctx.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.id));
  return {
    payment: toAdminPayment(ctx, row),
    events: events.map((event) => ({
      id: event.id,
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      outcome: event.outcome,
      receivedAt: event.receivedAt.toISOString(),
    })),
  };
}
