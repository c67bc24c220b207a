import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZInvoiceListResponse } from '@confirma/contracts/invoices';
import { ZOutboxResponse } from '@confirma/contracts/outbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountProfiles, authUsers, invoices, paymentOrders } from '../src/db-schema.ts';
import { ensurePersonalOrganization } from '../src/modules/accounts/index.ts';
import { setAdminRole } from '../src/modules/admin/index.ts';
import { CREDIT_NOTE_JOB, INVOICE_ISSUE_JOB, issueInvoice } from '../src/modules/invoices/index.ts';
import { run, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { createHttpClient } from './support/http-client.ts';
import { checkPdf } from './support/operations.ts';
import { signedInClient } from './support/sign-up.ts';
import type { TTestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const PACKS = {
  'credits-20': { credits: 20, amountCents: 1000 },
  'credits-50': { credits: 50, amountCents: 2000 },
  'credits-300': { credits: 300, amountCents: 10000 },
} as const;

async function userIdOf(server: TTestServer, email: string): Promise<string> {
  const [user] = await server.platform.database.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** An account inserted directly, with an empty profile (sign-ups over HTTP are rate limited). */
async function insertUser(server: TTestServer, email: string): Promise<string> {
  const { db } = server.platform.database;
  const id = randomUUID();
  await db.insert(authUsers).values({ id, name: 'Direct Buyer', email, emailVerified: true });
  await db.insert(accountProfiles).values({ userId: id });
  await ensurePersonalOrganization(db, { userId: id });
  return id;
}

/**
 * A paid order inserted as the payments module leaves it once the money arrived: paid by
 * card through Stripe, or, with `provider` 'sandbox', a test purchase.
 */
async function paidOrder(
  server: TTestServer,
  userId: string,
  productId: keyof typeof PACKS = 'credits-20',
  provider: 'stripe' | 'sandbox' = 'stripe',
): Promise<string> {
  const id = randomUUID();
  await server.platform.database.db.insert(paymentOrders).values({
    id,
    organizationId: userId,
    productId,
    ...PACKS[productId],
    provider,
    method: 'card',
    status: 'PAID',
    paidAt: new Date(),
  });
  return id;
}

async function runJob(server: TTestServer, type: string, orderId: string) {
  const { db } = server.platform.database;
  await db.transaction((tx) => server.platform.enqueue(tx, type, { orderId }));
  await server.worker.drain();
}

async function mailsTo(server: TTestServer, to: string) {
  await server.worker.drain();
  const response = await fetch(
    `${server.url}/api/dev/outbox?channel=email&to=${encodeURIComponent(to)}`,
  );
  return ZOutboxResponse.parse(await response.json()).messages;
}

/** INVOICE_SAMPLE_DIR=dir keeps the PDFs made, to look at them (pdftoppm). */
function keepSample(name: string, pdf: Uint8Array) {
  const dir = process.env.INVOICE_SAMPLE_DIR;
  if (dir) fs.writeFileSync(path.join(dir, name), pdf);
}

/** The PDF's text as laid out (a row's cells on one line), spaces collapsed. */
function textOf(pdf: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
  try {
    const file = writeTemp(dir, 'invoice.pdf', pdf);
    return run('pdftotext', ['-layout', file, '-']).stdout.replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function pdfOf(response: Response): Promise<Uint8Array> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await response.arrayBuffer());
}

describe('invoices', () => {
  const server = useTestServer({ VAT_RATE_PERCENT: '21', INVOICE_SERIES: 'CF' });

  it('issues, seals and e-mails the invoice of a paid order, once', async () => {
    const email = 'buyer-es@example.com';
    const owner = await signedInClient(server(), email);
    const userId = await userIdOf(server(), email);
    const { db } = server().platform.database;
    await db
      .update(accountProfiles)
      .set({
        firstname: 'José',
        lastname: 'Núñez',
        companyName: 'Núñez Consultores S.L.',
        taxId: 'B12345678',
        address: 'Calle Alcalá 10',
        postalcode: '28014',
        city: 'Madrid',
        state: 'Madrid',
        country: 'España',
        language: 'es',
      })
      .where(eq(accountProfiles.userId, userId));
    const orderId = await paidOrder(server(), userId);

    await runJob(server(), INVOICE_ISSUE_JOB, orderId);
    const list = ZInvoiceListResponse.parse(await (await owner.get('/api/invoices')).json());
    expect(list.invoices).toHaveLength(1);
    const [invoice] = list.invoices;
    const year = new Date().getFullYear();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      fullNumber: `CF-${year}-000001`,
      orderId,
      baseCents: 826,
      vatCents: 174,
      totalCents: 1000,
      vatRatePercent: 21,
      pdfReady: true,
      correctsInvoiceId: null,
    });

    const response = await owner.get(`/api/invoices/${invoice?.id}/pdf`);
    expect(response.headers.get('content-disposition')).toContain(`factura-CF-${year}-000001.pdf`);
    const pdf = await pdfOf(response);
    keepSample('invoice-es.pdf', pdf);
    const check = checkPdf(pdf);
    expect(check.pdfsig).toContain('Signature is Valid');
    expect(check.qpdf.code).toBe(0);
    const text = textOf(pdf);
    for (const phrase of [
      'Factura',
      `Número: CF-${year}-000001`,
      'Fecha de expedición',
      'Emisor',
      'Confirma Trust Services S.L.',
      'NIF: B00000000',
      'Destinatario',
      'Núñez Consultores S.L.',
      'NIF: B12345678',
      'Calle Alcalá 10, 28014 Madrid, Madrid, España',
      'Pack 20',
      'Base imponible 8,26 €',
      'Tipo de IVA 21 %',
      'Cuota de IVA 1,74 €',
      'Total 10,00 €',
    ]) {
      expect(text).toContain(phrase);
    }

    const mails = await mailsTo(server(), email);
    const invoiceMails = mails.filter((mail) => mail.subject?.includes('factura'));
    expect(invoiceMails).toHaveLength(1);
    const [mail] = invoiceMails;
    expect(mail?.subject).toBe(`Tu factura CF-${year}-000001`);
    expect(mail?.text).toMatch(/por 10,00\s€/);
    expect(mail?.attachments).toEqual([
      {
        filename: `factura-CF-${year}-000001.pdf`,
        contentType: 'application/pdf',
        blobKey: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
    const attached = await server().platform.blobs.get(mail?.attachments[0]?.blobKey ?? '');
    expect(Buffer.from(attached).equals(Buffer.from(pdf))).toBe(true);

    // A duplicate job (a retried webhook enqueued it again) changes nothing.
    await runJob(server(), INVOICE_ISSUE_JOB, orderId);
    const again = ZInvoiceListResponse.parse(await (await owner.get('/api/invoices')).json());
    expect(again.invoices).toEqual(list.invoices);
    const mailsAfter = await mailsTo(server(), email);
    expect(mailsAfter.filter((m) => m.subject?.includes('factura'))).toHaveLength(1);

    // Route access: another account gets 404, no account 401, an administrator the PDF.
    const other = await signedInClient(server(), 'other-invoices@example.com');
    expect((await other.get(`/api/invoices/${invoice?.id}/pdf`)).status).toBe(404);
    expect((await other.get(`/api/invoices/${randomUUID()}/pdf`)).status).toBe(404);
    const otherList = ZInvoiceListResponse.parse(await (await other.get('/api/invoices')).json());
    expect(otherList.invoices).toEqual([]);
    const anonymous = createHttpClient(server().url);
    expect((await anonymous.get(`/api/invoices/${invoice?.id}/pdf`)).status).toBe(401);
    expect((await anonymous.get('/api/invoices')).status).toBe(401);
    const admin = await signedInClient(server(), 'admin-invoices@example.com');
    expect((await admin.get(`/api/invoices/${invoice?.id}/pdf`)).status).toBe(404);
    await setAdminRole(db, { email: 'admin-invoices@example.com', grant: true, by: 'test' });
    const adminPdf = await pdfOf(await admin.get(`/api/invoices/${invoice?.id}/pdf`));
    expect(Buffer.from(adminPdf).equals(Buffer.from(pdf))).toBe(true);
  });

  it('issues a credit note for a refunded order, in its own series, printed negative', async () => {
    const email = 'buyer-en@example.com';
    const owner = await signedInClient(server(), email);
    const userId = await userIdOf(server(), email);
    const { db } = server().platform.database;
    await db
      .update(accountProfiles)
      .set({ firstname: 'Jane', lastname: 'Doe', language: 'en' })
      .where(eq(accountProfiles.userId, userId));
    const orderId = await paidOrder(server(), userId, 'credits-50');
    await runJob(server(), INVOICE_ISSUE_JOB, orderId);
    await db
      .update(paymentOrders)
      .set({ status: 'REFUNDED', refundedCents: 2000, refundedAt: new Date() })
      .where(eq(paymentOrders.id, orderId));
    await runJob(server(), CREDIT_NOTE_JOB, orderId);
    await runJob(server(), CREDIT_NOTE_JOB, orderId);

    const { invoices: list } = ZInvoiceListResponse.parse(
      await (await owner.get('/api/invoices')).json(),
    );
    expect(list.map((item) => item.kind)).toEqual(['credit_note', 'invoice']);
    const [creditNote, invoice] = list;
    const year = new Date().getFullYear();
    expect(creditNote).toMatchObject({
      fullNumber: `CFR-${year}-000001`,
      correctsInvoiceId: invoice?.id,
      baseCents: invoice?.baseCents,
      vatCents: invoice?.vatCents,
      totalCents: 2000,
      pdfReady: true,
    });
    expect(invoice).toMatchObject({ baseCents: 1653, vatCents: 347, totalCents: 2000 });

    const pdf = await pdfOf(await owner.get(`/api/invoices/${creditNote?.id}/pdf`));
    keepSample('credit-note-en.pdf', pdf);
    const check = checkPdf(pdf);
    expect(check.pdfsig).toContain('Signature is Valid');
    expect(check.qpdf.code).toBe(0);
    const text = textOf(pdf);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Corrects invoice: ${invoice?.fullNumber}`);
    expect(text).toContain('Tax base -€16.53');
    expect(text).toContain('VAT amount -€3.47');
    expect(text).toContain('Total -€20.00');

    const mails = (await mailsTo(server(), email)).filter((mail) =>
      /invoice|Credit note/.test(mail.subject ?? ''),
    );
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`Credit note CFR-${year}-000001`, `Your invoice ${invoice?.fullNumber}`].sort(),
    );
    const creditMail = mails.find((mail) => mail.subject?.startsWith('Credit note'));
    expect(creditMail?.attachments[0]?.filename).toBe(`credit-note-CFR-${year}-000001.pdf`);
  });

  it("issues a test purchase's invoice and credit note in series of their own, saying TEST", async () => {
    const email = 'buyer-test-purchase@example.com';
    const owner = await signedInClient(server(), email);
    const userId = await userIdOf(server(), email);
    const { db } = server().platform.database;
    await db
      .update(accountProfiles)
      .set({ firstname: 'Jane', lastname: 'Tester', language: 'en' })
      .where(eq(accountProfiles.userId, userId));
    const orderId = await paidOrder(server(), userId, 'credits-20', 'sandbox');
    await runJob(server(), INVOICE_ISSUE_JOB, orderId);
    await db
      .update(paymentOrders)
      .set({ status: 'REFUNDED', refundedCents: 1000, refundedAt: new Date() })
      .where(eq(paymentOrders.id, orderId));
    await runJob(server(), CREDIT_NOTE_JOB, orderId);

    const year = new Date().getFullYear();
    const { invoices: list } = ZInvoiceListResponse.parse(
      await (await owner.get('/api/invoices')).json(),
    );
    expect(list.map((item) => item.fullNumber)).toEqual([
      `TESTR-${year}-000001`,
      `TEST-${year}-000001`,
    ]);
    for (const [item, title] of [
      [list[1], 'Invoice (TEST)'],
      [list[0], 'Credit note (TEST)'],
    ] as const) {
      const text = textOf(await pdfOf(await owner.get(`/api/invoices/${item?.id}/pdf`)));
      expect(text).toContain(title);
      expect(text).toContain('TEST: A test purchase through the test payment gateway');
    }
    const mails = (await mailsTo(server(), email)).filter((mail) =>
      /invoice|Credit note/.test(mail.subject ?? ''),
    );
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `[TEST] Credit note TESTR-${year}-000001`,
      `[TEST] Your invoice TEST-${year}-000001`,
    ]);
    expect(mails.every((mail) => mail.text.startsWith('TEST: A test purchase'))).toBe(true);
    // Neither took a number of the real series (CF, CFR), whose numbering keeps no gap.
    const real = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(real.map((row) => row.series).sort()).toEqual(['TEST', 'TESTR']);
  });

  it('numbers 20 concurrent issues without gaps or duplicates, once per order', async () => {
    const userId = await insertUser(server(), 'buyer-many@example.com');
    const config = { ...server().platform.config, INVOICE_SERIES: 'CT' };
    const { db } = server().platform.database;
    const orders = await Promise.all(Array.from({ length: 20 }, () => paidOrder(server(), userId)));
    // Every order twice at once: a duplicate job racing the first.
    const results = await Promise.all(
      [...orders, ...orders].map((orderId) => issueInvoice(db, { orderId, config })),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(20);
    const rows = await db.select().from(invoices).where(eq(invoices.series, 'CT'));
    expect(rows).toHaveLength(20);
    expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(20);
    for (const result of results) {
      const row = rows.find((item) => item.orderId === result.invoice.orderId);
      expect(result.invoice.id).toBe(row?.id);
    }
  });

  it('splits VAT out of the pack prices at 21 % and at 10 %', async () => {
    const userId = await insertUser(server(), 'buyer-vat@example.com');
    const { db } = server().platform.database;
    const expected = [
      [21, 'credits-20', 826, 174],
      [21, 'credits-50', 1653, 347],
      [21, 'credits-300', 8264, 1736],
      [10, 'credits-20', 909, 91],
      [10, 'credits-50', 1818, 182],
      [10, 'credits-300', 9091, 909],
    ] as const;
    for (const [rate, productId, base, vat] of expected) {
      const config = {
        ...server().platform.config,
        VAT_RATE_PERCENT: rate,
        INVOICE_SERIES: `V${rate}`,
      };
      const orderId = await paidOrder(server(), userId, productId);
      const { invoice } = await issueInvoice(db, { orderId, config });
      expect(invoice).toMatchObject({
        baseCents: base,
        vatCents: vat,
        totalCents: PACKS[productId].amountCents,
        vatRateBp: rate * 100,
      });
    }
  });

  it('documents its routes in the OpenAPI document', async () => {
    const spec = (await (await fetch(`${server().url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/invoices', '/api/invoices/{invoiceId}/pdf']),
    );
  });

  it('refuses to invoice an order that was not paid', async () => {
    const userId = await insertUser(server(), 'buyer-pending@example.com');
    const { db } = server().platform.database;
    const orderId = await paidOrder(server(), userId);
    await db
      .update(paymentOrders)
      .set({ status: 'PENDING', paidAt: null })
      .where(eq(paymentOrders.id, orderId));
    await expect(issueInvoice(db, { orderId, config: server().platform.config })).rejects.toThrow(
      /not paid/,
    );
    const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(rows).toEqual([]);
  });
});
