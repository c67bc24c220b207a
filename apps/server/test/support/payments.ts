import { and, eq, sql } from 'drizzle-orm';
import { creditBalances, paymentOrders } from '../../src/db-schema.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from '../../src/modules/payments/index.ts';
import { jobs } from '../../src/platform/jobs/job-table.ts';
import type { THttpClient } from './http-client.ts';
import type { TTestServer } from './test-server.ts';

export const WEBHOOK_SECRET = 'test-sandbox-webhook-secret-0123456789abcdef';

/** The balance row of the client's user (current and debt). */
export async function balanceOf(server: TTestServer, userId: string) {
  const [row] = await server.platform.database.db
    .select()
    .from(creditBalances)
    .where(eq(creditBalances.organizationId, userId));
  return { current: row?.current ?? 0, debt: row?.debt ?? 0 };
}

export async function userIdOf(client: THttpClient): Promise<string> {
  const response = await client.get('/api/account');
  return ((await response.json()) as { userUid: string }).userUid;
}

export async function orderRow(server: TTestServer, orderId: string) {
  const [row] = await server.platform.database.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** Orders a pack; returns the order and the provider's page. */
export async function orderPack(
  client: THttpClient,
  body: { productId?: string; method?: string } = {},
  headers: Record<string, string> = {},
) {
  const response = await client.post(
    '/api/payments/orders',
    { productId: 'credits-20', method: 'card', ...body },
    headers,
  );
  if (response.status !== 201) {
    throw new Error(`order: HTTP ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as {
    order: { id: string; status: string; transfer: { reference: string } | null };
    redirectUrl?: string;
  };
}

/** Posts a form to one of the sandbox's pages as the payer's browser does. */
export function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export const card = (number: string) => ({
  number,
  expiry: '12/40',
  cvc: '123',
  holder: 'Ana Test',
});

/** A sandbox event body about a payment (as the sandbox writes them), with overrides. */
export function sandboxEvent(
  payment: { id: string; merchantRef: string; amountCents: number; currency?: string },
  type: string,
  over: { eventId?: string; amount?: number; refunded?: number; state?: string } = {},
) {
  return JSON.stringify({
    id: over.eventId ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: payment.id,
        merchant_ref: payment.merchantRef,
        state: over.state ?? type.replace('payment.', ''),
        amount: over.amount ?? payment.amountCents,
        currency: payment.currency ?? 'EUR',
        amount_refunded: over.refunded ?? 0,
        failure_message: null,
      },
    },
  });
}

/** Delivers a webhook body to the server, signed (or with the given signature header). */
export function deliverWebhook(
  server: TTestServer,
  body: string,
  { signature, at }: { signature?: string; at?: number } = {},
) {
  const header =
    signature ?? signSandboxPayload(WEBHOOK_SECRET, body, at ?? Math.floor(Date.now() / 1000));
  return fetch(`${server.url}/api/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: header },
    body,
  });
}

/** The jobs of `type` sent about an order (payload `{ orderId }`). */
export function jobsAbout(server: TTestServer, type: string, orderId: string) {
  return server.platform.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.name, type), sql`${jobs.data}->>'orderId' = ${orderId}`));
}
