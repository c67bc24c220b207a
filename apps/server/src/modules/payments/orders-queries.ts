import type { TOrder } from '@confirma/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import type { TConfig } from '../../platform/config.ts';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import type { TOrderRow } from './payments.types.ts';
import { paymentOrders, products } from './payments-schema.ts';

/** The order's row locked until the end of `tx` (every state change starts here). */
export async function lockOrder(tx: TTx, orderId: string): Promise<TOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId))
    .for('update');
  return row;
}

/**
 * The order's row with its pack's name, locked until the end of `tx` (the order row alone):
 * what an invoice or credit note of the order is issued from; its issuers are serialised.
 */
export async function lockOrderWithProduct(
  tx: TTx,
  { orderId }: { orderId: string },
): Promise<{ order: TOrderRow; productName: string } | undefined> {
  const [row] = await tx
    .select({ order: paymentOrders, productName: products.name })
    .from(paymentOrders)
    .innerJoin(products, eq(products.id, paymentOrders.productId))
    .where(eq(paymentOrders.id, orderId))
    .for('update', { of: paymentOrders });
  return row;
}

/** When the order was paid; null if it never was (or there is no such order). */
export async function findOrderPaidAt(
  db: TDbOrTx,
  { orderId }: { orderId: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ paidAt: paymentOrders.paidAt })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  return row?.paidAt ?? null;
}

/** The order of a provider's reference. */
export async function findOrderByProviderRef(
  db: TDbOrTx,
  { provider, providerRef }: { provider: TOrderRow['provider']; providerRef: string },
): Promise<TOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.provider, provider), eq(paymentOrders.providerRef, providerRef)));
  return row;
}

/** The user's own order; undefined for another user's (callers answer 404). */
export async function findOwnOrder(
  db: TDbOrTx,
  { organizationId, orderId }: { organizationId: string; orderId: string },
): Promise<TOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.organizationId, organizationId)));
  return row;
}

/** The columns the order's answer needs besides its own: the pack's name and its invoice. */
export const orderExtras = {
  productName: products.name,
  // The invoices module's table, read by name (no import across the module boundary).
  invoiceId: sql<
    string | null
  >`(select i.id::text from invoices i where i.order_id = ${paymentOrders.id} and i.kind = 'invoice' limit 1)`,
  creditNoteId: sql<
    string | null
  >`(select i.id::text from invoices i where i.order_id = ${paymentOrders.id} and i.kind = 'credit_note' limit 1)`,
  // The accounts module's table of users, read by name as well.
  buyerName: sql<
    string | null
  >`(select u.name from auth_users u where u.id = ${paymentOrders.buyerUserId})`,
};

/** What the order's answer shows besides its row. */
export interface TOrderExtras {
  productName: string;
  invoiceId: string | null;
  creditNoteId: string | null;
  buyerName: string | null;
}

export async function withExtras(db: TDbOrTx, row: TOrderRow) {
  const [extras] = await db
    .select(orderExtras)
    .from(paymentOrders)
    .innerJoin(products, eq(products.id, paymentOrders.productId))
    .where(eq(paymentOrders.id, row.id));
  return {
    ...row,
    productName: extras?.productName ?? row.productId,
    invoiceId: extras?.invoiceId ?? null,
    creditNoteId: extras?.creditNoteId ?? null,
    buyerName: extras?.buyerName ?? null,
  };
}

/** The answer for an order (the bank details for a transfer come from the configuration). */
export function toOrder(row: TOrderRow & TOrderExtras, config: TConfig): TOrder {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    credits: row.credits,
    amountCents: row.amountCents,
    currency: row.currency,
    method: row.method,
    provider: row.provider,
    status: row.status,
    failureMessage: row.failureMessage,
    transfer:
      row.method === 'transfer' && row.transferReference
        ? {
            reference: row.transferReference,
            // Unset only once transfers are no longer offered: the order's account is gone.
            iban: config.BANK_TRANSFER_IBAN ?? '',
            bic: config.BANK_TRANSFER_BIC,
            holder: config.BANK_TRANSFER_HOLDER,
            amountCents: row.amountCents,
            currency: row.currency,
            expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
          }
        : null,
    invoiceId: row.invoiceId,
    creditNoteId: row.creditNoteId,
    // Someone else's purchase for the organisation names them; one's own needs no name.
    boughtBy:
      row.buyerUserId && row.buyerUserId !== row.organizationId
        ? { userId: row.buyerUserId, name: row.buyerName }
        : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
