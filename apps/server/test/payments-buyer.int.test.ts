import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZAccountDocument } from '@confirma/contracts/account';
import { ZInvitation } from '@confirma/contracts/organizations';
import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { ZOrder, ZOrderList } from '@confirma/contracts/payments';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountProfiles, authUsers, paymentOrders } from '../src/db-schema.ts';
import { setAdminRole } from '../src/modules/admin/index.ts';
import { spendCredits } from '../src/modules/credits/index.ts';
import { SANDBOX_TEST_CARDS } from '../src/modules/payments/index.ts';
import { run, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import {
  balanceOf,
  card,
  orderPack,
  orderRow,
  postForm,
  userIdOf,
  WEBHOOK_SECRET,
} from './support/payments.ts';
import { signedInClient } from './support/sign-up.ts';
import type { TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const ENV = {
  SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
  AUTH_EMAIL_LIMIT: '500',
  AUTH_SIGN_IN_LIMIT: '500',
  PAYMENT_CHECKOUT_MINUTES: '60',
};

let serial = 0;
async function buyer(server: TTestServer, language: 'es' | 'en' | 'it' = 'es') {
  const email = `buyer-${language}-${++serial}-${Date.now()}@example.com`;
  const client = await signedInClient(server, email);
  const userId = await userIdOf(client);
  await server.platform.database.db
    .update(accountProfiles)
    .set({
      firstname: 'Lucía',
      lastname: 'Pérez',
      taxId: '12345678Z',
      address: 'Calle Mayor 2',
      postalcode: '28013',
      city: 'Madrid',
      country: 'España',
      language,
    })
    .where(eq(accountProfiles.userId, userId));
  return { client, userId, email };
}

async function mailsTo(server: TTestServer, to: string) {
  await server.worker.drain();
  const response = await fetch(
    `${server.url}/api/dev/outbox?channel=email&to=${encodeURIComponent(to)}`,
  );
  return ZOutboxResponse.parse(await response.json()).messages;
}

/** The PDF's text as laid out, spaces collapsed. */
function textOf(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
  try {
    const file = writeTemp(dir, 'invoice.pdf', pdf);
    return run('pdftotext', ['-layout', file, '-']).stdout.replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function ordersOf(client: Awaited<ReturnType<typeof buyer>>['client']) {
  return ZOrderList.parse(await (await client.get('/api/payments/orders')).json()).orders;
}

async function adminOf(server: TTestServer) {
  const email = `admin-${++serial}-${Date.now()}@example.com`;
  const client = await signedInClient(server, email);
  await setAdminRole(server.platform.database.db, { email, grant: true, by: 'test' });
  return client;
}

describe('payments: the buyer is never lost', () => {
  const server = useTestServer(ENV);

  it('e-mails the transfer instructions in the buyer language and lists them until paid', async () => {
    for (const [language, words] of [
      ['es', ['Concepto (obligatorio)', 'IBAN', 'Plazo']],
      ['en', ['Reference (required)', 'IBAN', 'Pay by']],
      ['it', ['Causale (obbligatoria)', 'IBAN', 'Scadenza']],
    ] as const) {
      const { client, email } = await buyer(server(), language);
      const key = { 'idempotency-key': `transfer-${language}-${serial}-key` };
      const { order } = await orderPack(client, { method: 'transfer' }, key);
      await orderPack(client, { method: 'transfer' }, key);
      const mails = await mailsTo(server(), email);
      // One e-mail, also when the order's creation is retried with its key.
      const transferMails = mails.filter((m) =>
        (m.subject ?? '').includes(order.transfer?.reference ?? '?'),
      );
      expect(transferMails).toHaveLength(1);
      const [mail] = transferMails;
      for (const word of words) expect(mail?.text).toContain(word);
      expect(mail?.text).toContain(order.transfer?.reference);
      expect(mail?.text).toMatch(/ES\d{2}/);
      expect(mail?.text).toContain('#/profilepage?tab=purchases');
      // Compras shows the instructions again while it waits.
      const [listed] = await ordersOf(client);
      expect(listed).toMatchObject({ id: order.id, status: 'PENDING' });
      expect(listed?.transfer?.reference).toBe(order.transfer?.reference);
      expect(listed?.expiresAt).toBe(listed?.transfer?.expiresAt);
    }
  });

  it('lets an abandoned checkout be resumed or cancelled, and expires it', async () => {
    const { client, userId } = await buyer(server());
    const first = await orderPack(client);
    const resumed = await client.post(`/api/payments/orders/${first.order.id}/resume`);
    expect(resumed.status).toBe(200);
    expect(((await resumed.json()) as { redirectUrl?: string }).redirectUrl).toBe(
      first.redirectUrl,
    );
    const cancel = () => client.post(`/api/payments/orders/${first.order.id}/cancel`);
    const canceled = ZOrder.parse(await (await cancel()).json());
    expect(canceled).toMatchObject({ status: 'CANCELED', failureMessage: 'canceled-by-buyer' });
    // Again: the same answer, not a conflict.
    const again = await cancel();
    expect(again.status).toBe(200);
    expect(ZOrder.parse(await again.json()).status).toBe('CANCELED');
    // A cancelled checkout has no page to resume.
    const none = await client.post(`/api/payments/orders/${first.order.id}/resume`);
    expect(((await none.json()) as { redirectUrl?: string }).redirectUrl).toBeUndefined();

    // Abandoned: past PAYMENT_CHECKOUT_MINUTES the sweep cancels it as expired.
    const second = await orderPack(client);
    const { db } = server().platform.database;
    const row = await orderRow(server(), second.order.id);
    expect(row.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(row.expiresAt?.getTime()).toBeLessThan(Date.now() + 61 * 60_000);
    await db
      .update(paymentOrders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(paymentOrders.id, second.order.id));
    const third = await orderPack(client);
    expect(await server().services.payments.sweep()).toMatchObject({ expiredCheckouts: 1 });
    expect(await orderRow(server(), second.order.id)).toMatchObject({
      status: 'CANCELED',
      failureMessage: 'checkout-expired',
    });
    expect((await orderRow(server(), third.order.id)).status).toBe('PENDING');
    // The payment still made on the expired checkout's page is credited all the same.
    const paid = await postForm(`${second.redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.succeeds));
    expect(paid.status).toBe(303);
    await server().worker.drain();
    expect((await orderRow(server(), second.order.id)).status).toBe('PAID');
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });
  });

  it('keeps a declined card on the checkout page, in the buyer language, to retry', async () => {
    for (const [language, message] of [
      ['es', 'Tu tarjeta ha sido rechazada.'],
      ['en', 'Your card was declined.'],
      ['it', 'La tua carta è stata rifiutata.'],
    ] as const) {
      const { client, userId } = await buyer(server(), language);
      const response = await client.post(
        '/api/payments/orders',
        { productId: 'credits-20', method: 'card' },
        { 'x-lang': language },
      );
      const { order, redirectUrl } = (await response.json()) as {
        order: { id: string };
        redirectUrl: string;
      };
      const declined = await postForm(`${redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.declined));
      expect(declined.status).toBe(200);
      const page = await declined.text();
      expect(page).toContain(message);
      expect(page).toContain(`action="/sandbox-psp/checkout/`);
      expect(page).not.toContain(language === 'en' ? 'Tu tarjeta' : 'Your card');
      await server().worker.drain();
      expect((await orderRow(server(), order.id)).status).toBe('PENDING');
      const retried = await postForm(`${redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.succeeds));
      expect(retried.status).toBe(303);
      // "Pagar" clicked twice: the second submit goes where the first went, to the shop.
      const twice = await postForm(`${redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.succeeds));
      expect(twice.headers.get('location')).toBe(retried.headers.get('location'));
      await server().worker.drain();
      expect((await orderRow(server(), order.id)).status).toBe('PAID');
      expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });
    }
  });

  it('lists the credit note of a refund; the credit figures add up after buying, spending and the refund', async () => {
    const { client, userId } = await buyer(server());
    const adminClient = await adminOf(server());
    const figures = async () =>
      ZAccountDocument.parse(await (await client.get('/api/account')).json()).creditFigures;
    const adds = (f: Awaited<ReturnType<typeof figures>>) =>
      f.purchased + f.granted + f.adjusted - f.used - f.revoked === f.available - f.debt;

    expect(await figures()).toMatchObject({ available: 5, granted: 5, purchased: 0 });
    const { order, redirectUrl } = await orderPack(client);
    await postForm(`${redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.succeeds));
    await server().worker.drain();
    const bought = await figures();
    expect(bought).toMatchObject({ available: 25, purchased: 20, granted: 5, used: 0 });
    expect(adds(bought)).toBe(true);

    await spendCredits(server().platform.database.db, {
      organizationId: userId,
      amount: 22,
      reason: 'op:x',
    });
    const spent = await figures();
    expect(spent).toMatchObject({ available: 3, used: 22 });
    expect(adds(spent)).toBe(true);

    const refund = () =>
      adminClient.post(`/api/admin/payments/${order.id}/refund`, { reason: 'asked' });
    const first = await refund();
    expect(((await first.json()) as { outcome: string }).outcome).toBe('revoked:refund');
    // A double click on "Confirmar": the first result, not a conflict.
    const second = await refund();
    expect(second.status).toBe(200);
    expect(((await second.json()) as { outcome: string }).outcome).toBe('already:REFUNDED');
    await server().worker.drain();
    const refunded = await figures();
    expect(refunded).toMatchObject({ available: 0, revoked: 20, debt: 17, used: 22 });
    expect(adds(refunded)).toBe(true);

    const [listed] = await ordersOf(client);
    expect(listed).toMatchObject({ id: order.id, status: 'REFUNDED' });
    expect(listed?.invoiceId).toBeTruthy();
    expect(listed?.creditNoteId).toBeTruthy();
    const pdf = await client.get(`/api/invoices/${listed?.creditNoteId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it("names the member who bought for the organisation in its orders and on the invoice, not the owner's own", async () => {
    const owner = await buyer(server());
    const adminClient = await adminOf(server());
    const memberEmail = `billing-${++serial}@example.com`;
    const invited = await owner.client.post('/api/organization/invitations', {
      email: memberEmail,
      role: 'billing',
    });
    const invitation = ZInvitation.parse(await invited.json());
    const member = await signedInClient(server(), memberEmail);
    expect((await member.post(`/api/invitations/${invitation.id}/accept`)).status).toBe(200);
    const memberId = await userIdOf(member);
    const [named] = await server()
      .platform.database.db.select({ name: authUsers.name })
      .from(authUsers)
      .where(eq(authUsers.id, memberId));

    const bought = await orderPack(member, { method: 'transfer' });
    const own = await orderPack(owner.client, { method: 'transfer' });
    expect((await orderRow(server(), bought.order.id))?.buyerUserId).toBe(memberId);
    const listed = await ordersOf(owner.client);
    expect(listed.find((order) => order.id === bought.order.id)?.boughtBy).toEqual({
      userId: memberId,
      name: named?.name,
    });
    expect(listed.find((order) => order.id === own.order.id)?.boughtBy).toBeNull();

    const confirmed = await adminClient.post(
      `/api/admin/payments/${bought.order.id}/confirm-transfer`,
      {},
    );
    expect(confirmed.status).toBe(200);
    await server().worker.drain();
    const paid = (await ordersOf(owner.client)).find((order) => order.id === bought.order.id);
    const pdf = await owner.client.get(`/api/invoices/${paid?.invoiceId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(textOf(new Uint8Array(await pdf.arrayBuffer()))).toContain(
      `Pedido realizado por: ${named?.name} <${memberEmail}>`,
    );
  });

  it('answers a repeated transfer confirmation with its first result', async () => {
    const { client, userId } = await buyer(server());
    const adminClient = await adminOf(server());
    const { order } = await orderPack(client, { method: 'transfer' });
    const confirm = () => adminClient.post(`/api/admin/payments/${order.id}/confirm-transfer`, {});
    const [a, b] = await Promise.all([confirm(), confirm()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const outcomes = await Promise.all(
      [a, b].map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.sort()).toEqual(['already:PAID', 'credited']);
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });
    // The buyer's cancel after the payment: the order as it is, paid.
    const late = await client.post(`/api/payments/orders/${order.id}/cancel`);
    expect(ZOrder.parse(await late.json()).status).toBe('PAID');
    // Another account cannot resume nor cancel it.
    const other = await buyer(server());
    expect((await other.client.post(`/api/payments/orders/${order.id}/cancel`)).status).toBe(404);
    expect((await other.client.post(`/api/payments/orders/${order.id}/resume`)).status).toBe(404);
  });
});
