import type { TCreateOrderResponse } from '@confirma/contracts/payments';
import { AppError } from '../../platform/errors.ts';
import { checkoutOf } from './create-order.ts';
import { findOwnOrder, toOrder, withExtras } from './orders-queries.ts';
import type { TPaymentsContext } from './payments.types.ts';

const OPEN = new Set(['PENDING', 'REQUIRES_ACTION']);

/**
 * The buyer resumes a card or wallet checkout left unpaid: the same provider page again
 * (the checkout's idempotency key is the order's). An order no longer open (paid,
 * cancelled, expired) or a transfer answers without a page: the client shows its state.
 */
export async function resumeOrder(
  ctx: TPaymentsContext,
  {
    organizationId,
    orderId,
    locale,
  }: { organizationId: string; orderId: string; locale: 'es' | 'en' | 'it' },
): Promise<TCreateOrderResponse> {
  const order = await findOwnOrder(ctx.db, { organizationId, orderId });
  if (!order) throw new AppError('NOT_FOUND', 'no such order');
  const expired = order.expiresAt !== null && order.expiresAt.getTime() <= Date.now();
  const redirectUrl =
    order.method !== 'transfer' && OPEN.has(order.status) && !expired
      ? await checkoutOf(ctx, order, { organizationId, locale })
      : undefined;
  const answer = toOrder(await withExtras(ctx.db, order), ctx.config);
  return { order: answer, ...(redirectUrl ? { redirectUrl } : {}) };
}
