import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPdf } from '../apps/server/test/support/operations.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { awaitOutbox, logInThroughForm, mailedLink } from './support/accounts.ts';
import { VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import {
  createSigningOperation,
  pdfRendered,
  senderToken,
  smsCode,
  snapshot,
} from './support/signing.ts';
import { productSuite } from './support/suite.ts';

const suite = productSuite({
  JOBS_POLL_MS: '100',
  AUTH_EMAIL_LIMIT: '100',
  AUTH_SIGN_IN_LIMIT: '100',
});

const tr = (key: string) => translate('es', key);

/** Downloads the file behind the operation page's link named `name` and checks it with pdfsig. */
async function downloadValidPdf(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const report = checkPdf(await readFile(await download.path()));
  expect(report.pdfsig).toContain('Signature is Valid');
  return report;
}

describe("the sender's workspace", () => {
  it('follows a signature live, downloads the signed PDF and the certificate, and is told by e-mail', async () => {
    const { product, browser } = suite;
    const run = Date.now().toString(36);
    const senderEmail = `ws-sender.${run}@example.com`;
    const signerEmail = `ws-signer.${run}@example.com`;
    const phone = `+34611${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const token = await senderToken(product.url, senderEmail);
    const { uuids } = await createSigningOperation(product.url, token, {
      email: signerEmail,
      phone,
      lang: 'es',
      type: 'SIMPLE',
    });
    const operationId = uuids[0] ?? '';

    // The sender signs in: My Account opens on the operations, with the new one awaiting.
    const senderContext = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      acceptDownloads: true,
    });
    const sender = await senderContext.newPage();
    const senderProblems = watchPage(sender);
    await sender.goto(`${product.url}/#/loginpage?lang=es`);
    await logInThroughForm(sender, senderEmail, TEST_PASSWORD);
    const row = sender.locator(`[data-testid="operation-row"][data-operation="${operationId}"]`);
    await row.locator('[data-status]').first().waitFor();
    expect(await row.locator('[data-status="SIGNED"]').count()).toBe(0);
    // A mark on the window: it is gone if the page reloads.
    await sender.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await snapshot(sender, 'workspace-1-sent');

    // The signer signs by OTP in a browser of their own.
    const signerContext = await browser.newContext({ viewport: VIEWPORTS.phone });
    const signer = await signerContext.newPage();
    await signer.goto(await mailedLink(product.url, signerEmail));
    await pdfRendered(signer);
    await signer.getByRole('button', { name: tr('flows:signing.readAccept') }).click();
    const sign = signer.getByRole('button', { name: tr('flows:signing.sign'), exact: true });
    await sign.waitFor();
    await signer.getByTestId('otp-input').fill(await smsCode(product.url, phone));
    await sign.click();
    await signer.waitForURL(/#\/resumeSignature/, { timeout: 20_000 });
    await signerContext.close();

    // The open workspace shows it signed without a reload, within 2 s of the signature.
    await row.locator('[data-status="SIGNED"]').first().waitFor({ timeout: 2000 });
    expect(await sender.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await snapshot(sender, 'workspace-2-signed');

    // The operation page: the timeline says it was signed; both PDFs are valid.
    await row.getByRole('link').first().click();
    await sender.waitForURL(new RegExp(`#/operations/${operationId}`));
    await sender.locator('[data-testid="timeline-event"][data-type="signer.signed"]').waitFor();
    await snapshot(sender, 'workspace-3-operation');
    const downloadName = (kind: 'signed' | 'certificate') =>
      new RegExp(
        `^${tr('workspace:operation.download')
          .replace('{{kind}}', tr(`workspace:operation.files.${kind}`))
          .replace('{{name}}', '')}`,
      );
    await downloadValidPdf(sender, downloadName('signed'));
    await downloadValidPdf(sender, downloadName('certificate'));

    // The sender's e-mail: everybody signed, with the way to the operation.
    const told = await awaitOutbox(product.url, senderEmail, 'email', (text) =>
      text.includes('Todos los firmantes han firmado') ? text : null,
    );
    expect(told).toContain(`#/operations/${operationId}`);
    expect(senderProblems).toEqual([]);
    await senderContext.close();
  });
});
