import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZInvoiceListResponse } from '@confirma/contracts/invoices';
import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders } from '../../src/db-schema.ts';
import { SANDBOX_TEST_CARDS } from '../../src/modules/payments/index.ts';
import { run, writeTemp } from '../../src/modules/sealing/testing/pdf-tools.ts';
import {
  balanceOf,
  card,
  deliverWebhook,
  orderPack,
  postForm,
  sandboxEvent,
  userIdOf,
  WEBHOOK_SECRET,
} from '../support/payments.ts';
import { signedInClient } from '../support/sign-up.ts';
import type { TTestServer } from '../support/test-server.ts';
import { useTestServer } from '../support/use-test-server.ts';

// A production server never sells through the sandbox unless told to (PAYMENTS_SANDBOX),
// and then every page, invoice and e-mail of its purchases says TEST (here in Spanish:
// PRUEBA).

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'production-payments-test-secret-0123456789',
  // The test reads the verification e-mail of its sign-up there.
  OUTBOX_ENABLED: 'true',
  SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

let serial = 0;
async function buyer(server: TTestServer) {
  const email = `prod-buyer${++serial}-${Date.now()}@example.com`;
  const client = await signedInClient(server, email);
  return { client, email, userId: await userIdOf(client) };
}

/** The PDF's text as laid out, spaces collapsed. */
function textOf(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-invoice-'));
  try {
    return run('pdftotext', ['-layout', writeTemp(dir, 'invoice.pdf', pdf), '-']).stdout.replace(
      /\s+/g,
      ' ',
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('payments in production without a payment provider', () => {
  const server = useTestServer(PRODUCTION);

  it('offers no way to pay and refuses every order with 503 PAYMENTS_NOT_CONFIGURED, storing nothing', async () => {
    const methods = await fetch(`${server().url}/api/payments/methods`);
    expect(await methods.json()).toEqual({ methods: [] });

    const { client, userId } = await buyer(server());
    for (const method of ['card', 'wallet', 'transfer']) {
      const answer = await client.post('/api/payments/orders', {
        productId: 'credits-300',
        method,
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await answer.json()).toMatchObject({ status: 503, code: 'PAYMENTS_NOT_CONFIGURED' });
    }
    const demo = await client.post('/api/payments/demo', { amount: 10, method: 'card' });
    expect(demo.status).toBe(503);
    const orders = await server()
      .platform.database.db.select()
      .from(paymentOrders)
      .where(eq(paymentOrders.organizationId, userId));
    expect(orders).toEqual([]);
    expect(await balanceOf(server(), userId)).toEqual({ current: 5, debt: 0 });

    // Neither the sandbox's pages nor its webhooks are served.
    expect((await fetch(`${server().url}/sandbox-psp/checkout/sbx_pay_any`)).status).toBe(404);
    const forged = sandboxEvent(
      { id: 'sbx_pay_any', merchantRef: 'ord_any', amountCents: 10000 },
      'payment.succeeded',
    );
    expect((await deliverWebhook(server(), forged)).status).toBe(404);
  });
});

describe('payments in production with PAYMENTS_SANDBOX=true', () => {
  const server = useTestServer({ ...PRODUCTION, PAYMENTS_SANDBOX: 'true' });

  it('sells through the sandbox, and its page, invoice and e-mail say PRUEBA', async () => {
    const methods = await fetch(`${server().url}/api/payments/methods`);
    // No bank transfers: BANK_TRANSFER_IBAN is not set.
    expect(await methods.json()).toEqual({
      methods: [
        { method: 'card', test: true },
        { method: 'wallet', test: true },
      ],
    });

    const { client, email, userId } = await buyer(server());
    const { order, redirectUrl } = await orderPack(client);
    expect(order).toMatchObject({ provider: 'sandbox' });
    const page = await (await fetch(redirectUrl ?? '')).text();
    expect(page).toContain('<title>PRUEBA · Pasarela de pruebas</title>');
    expect(page).toMatch(/data-testid="sandbox-test-mark">PRUEBA</);
    await postForm(`${redirectUrl}/pay`, card(SANDBOX_TEST_CARDS.succeeds));
    await server().worker.drain();
    expect(await balanceOf(server(), userId)).toEqual({ current: 25, debt: 0 });

    // The invoice is a test's: its own series, marked, and so is its e-mail.
    await server().worker.drain();
    const { invoices } = ZInvoiceListResponse.parse(
      await (await client.get('/api/invoices')).json(),
    );
    const year = new Date().getFullYear();
    expect(invoices.map((invoice) => invoice.fullNumber)).toEqual([`TEST-${year}-000001`]);
    const pdf = await client.get(`/api/invoices/${invoices[0]?.id}/pdf`);
    const text = textOf(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Factura (PRUEBA)');
    expect(text).toContain('PRUEBA: Compra de prueba en la pasarela de pruebas');
    const outbox = await fetch(
      `${server().url}/api/dev/outbox?channel=email&to=${encodeURIComponent(email)}`,
    );
    const mails = ZOutboxResponse.parse(await outbox.json()).messages;
    const invoiceMail = mails.find((mail) => mail.subject?.includes('factura'));
    expect(invoiceMail?.subject).toBe(`[PRUEBA] Tu factura TEST-${year}-000001`);
    expect(invoiceMail?.text).toMatch(/^PRUEBA: Compra de prueba/);
  });
});
