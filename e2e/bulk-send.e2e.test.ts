import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { letterPdf } from '../apps/server/test/support/notifications.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { spreadsheetCells } from '../apps/server/test/support/spreadsheet.ts';
import { awaitOutbox, logInThroughForm } from './support/accounts.ts';
import { VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { buyCredits } from './support/payments.ts';
import { senderToken, snapshot } from './support/signing.ts';
import { productSuite } from './support/suite.ts';

const suite = productSuite({ JOBS_POLL_MS: '100', AUTH_SIGN_IN_LIMIT: '100' });
const tr = (key: string, options?: Record<string, string | number>) =>
  translate('es', key, options);

/** What a link or button named `name` downloads, as text (its byte-order mark dropped). */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
}

describe('bulk send', () => {
  it('a sender saves a template from the request form and sends it to the 3 rows of a CSV', async () => {
    const { product, browser } = suite;
    const run = Date.now().toString(36);
    const email = `bulk-sender.${run}@example.com`;
    await senderToken(product.url, email);
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${product.url}/#/loginpage?lang=es`);
    await logInThroughForm(page, email, TEST_PASSWORD);

    // The request form: their own PDF, one signer by SMS code; saved as a template.
    await page.goto(`${product.url}/#/createsignpagelight`);
    await page.getByLabel(tr('flows:create.form.ownDocument')).check();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'limpieza.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await letterPdf('Contrato de limpieza')),
    });
    await page.getByTestId('request-signer').first().getByRole('combobox').first().click();
    await page.getByRole('option', { name: tr('flows:create.form.types.SIMPLE') }).click();
    await page.getByRole('button', { name: tr('flows:templates.save') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(tr('flows:templates.name')).fill('Limpieza mensual');
    await dialog.getByLabel(tr('flows:templates.role', { number: 1 })).fill('Cliente');
    await dialog.getByRole('button', { name: tr('flows:templates.saveAction') }).click();
    await page.getByText(tr('flows:templates.saved', { name: 'Limpieza mensual' })).waitFor();

    // My Account → Plantillas → Enviar en bloque; the CSV template, filled as a spreadsheet would.
    await page.goto(`${product.url}/#/profilepage?tab=templates`);
    await page
      .getByRole('link', {
        name: tr('flows:templates.list.bulkLabel', { name: 'Limpieza mensual' }),
      })
      .click();
    await page.waitForURL(/#\/templates\/[^/]+\/bulk$/);
    const header = await downloaded(page, () => page.getByTestId('bulk-template-csv').click());
    expect(spreadsheetCells(header, ';')).toEqual([
      ['Cliente nombre', 'Cliente apellidos', 'Cliente email', 'Cliente móvil'],
    ]);
    const people = [1, 2, 3].map((n) => ({ email: `cliente${n}.${run}@example.com`, n }));
    const csv =
      header +
      people.map(({ email: to, n }) => `Cliente ${n};Pérez;${to};61122233${n}\r\n`).join('');
    await page.getByTestId('bulk-file-input').setInputFiles({
      name: 'clientes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const preview = page.getByTestId('bulk-preview');
    await preview.getByText(tr('bulk:preview.allValid')).waitFor();
    expect(await preview.getByTestId('bulk-row').count()).toBe(3);
    // 6 credits against the 5 of the sign-up: Send waits; buying comes back with the file.
    await page.getByText(translate('es', 'payments:buy.needed', { count: 1 })).waitFor();
    expect(await page.getByTestId('bulk-send').isDisabled()).toBe(true);
    await snapshot(page, 'bulk-1-short');
    await page.getByTestId('buy-credits-link').click();
    await buyCredits(page);
    await page.waitForURL(/#\/templates\/[^/]+\/bulk$/, { timeout: 20_000 });
    const send = page.getByRole('button', { name: tr('bulk:send', { count: 3 }) });
    await expect.poll(() => send.isEnabled(), { timeout: 10_000 }).toBe(true);

    // Sent: the progress runs to its end; the result file has each row's operation.
    await send.click();
    await page.getByTestId('bulk-result').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('bulk-state').textContent()).toBe(
      `${tr('bulk:progress.states.done')} · ${tr('bulk:progress.count', { done: 3, total: 3 })}`,
    );
    await snapshot(page, 'bulk-2-done');
    const result = spreadsheetCells(
      await downloaded(page, () => page.getByTestId('bulk-result').click()),
      ';',
    );
    expect(result[0]).toEqual(['Fila', 'Cliente email', 'Resultado', 'Operación', 'Motivo']);
    expect(
      result.slice(1).map(([row, to, outcome, , reason]) => [row, to, outcome, reason]),
    ).toEqual(people.map(({ email: to, n }) => [String(n + 1), to, 'Enviada', '']));
    const operations = result.slice(1).map((cells) => cells[3] ?? '');

    // The workspace lists the 3 operations; each client is invited.
    await page.getByRole('link', { name: tr('bulk:progress.operations') }).click();
    for (const operation of operations) {
      await page.locator(`[data-testid="operation-row"][data-operation="${operation}"]`).waitFor();
    }
    for (const { email: to } of people) {
      await awaitOutbox(product.url, to, 'email', (text) => text);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
