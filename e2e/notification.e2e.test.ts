import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { letterPdf, pdfText } from '../apps/server/test/support/notifications.ts';
import { checkPdf } from '../apps/server/test/support/operations.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { awaitOutbox, logInThroughForm } from './support/accounts.ts';
import { VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { senderToken, snapshot } from './support/signing.ts';
import { productSuite } from './support/suite.ts';

const suite = productSuite({
  JOBS_POLL_MS: '100',
  AUTH_EMAIL_LIMIT: '100',
  AUTH_SIGN_IN_LIMIT: '100',
});

const tr = (key: string) => translate('es', key);

describe('certified notification', () => {
  it('is created from the notification page, acknowledged by the recipient, and followed live', async () => {
    const { product, browser } = suite;
    const run = Date.now().toString(36);
    const senderEmail = `nt-sender.${run}@example.com`;
    const recipientEmail = `nt-recipient.${run}@example.com`;
    await senderToken(product.url, senderEmail);

    // The sender signs in and opens the creation dialog from #/notificationpage.
    const senderContext = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      acceptDownloads: true,
    });
    const sender = await senderContext.newPage();
    const problems = watchPage(sender);
    await sender.goto(`${product.url}/#/loginpage?lang=es`);
    await logInThroughForm(sender, senderEmail, TEST_PASSWORD);
    const credits = async () =>
      (
        (await (await sender.request.get(`${product.url}/api/account`)).json()) as {
          credits: { currentcredits: number };
        }
      ).credits.currentcredits;
    const before = await credits();
    await sender.goto(`${product.url}/#/notificationpage`);
    await sender
      .getByRole('button', { name: tr('pages:try.button') })
      .first()
      .click();
    const dialog = sender.getByRole('dialog');
    const form = dialog.getByRole('form', { name: tr('flows:notification.form.title') });
    await form.locator('input[name="name"]').fill('Lucía');
    await form.locator('input[name="lastname"]').fill('Gómez Ruiz');
    await form.locator('input[name="email"]').fill(recipientEmail);
    await form.locator('input[name="subject"]').fill('Requerimiento de pago');
    await form
      .locator('textarea[name="message"]')
      .first()
      .fill('Le notificamos el requerimiento adjunto.');
    // Without the PDF the form cannot be sent.
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'requerimiento.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await letterPdf()),
    });
    await snapshot(sender, 'notification-1-dialog');
    await form.locator('button[type="submit"]').click();
    const follow = sender.getByRole('link', { name: tr('flows:notification.sent.open') });
    await follow.waitFor();
    const operationId = /#\/operations\/([0-9a-f-]{36})/.exec(
      (await follow.getAttribute('href')) ?? '',
    )?.[1];
    expect(operationId).toBeTruthy();
    expect(await credits()).toBe(before - 1);

    // The workspace lists it; a mark on the window proves no reload happens.
    await sender.goto(`${product.url}/#/profilepage`);
    const row = sender.locator(`[data-testid="operation-row"][data-operation="${operationId}"]`);
    await row.locator('[data-status="SENT"]').first().waitFor({ timeout: 10_000 });
    await sender.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    // The recipient opens the e-mailed link on a phone, views the document and acknowledges.
    const link = await awaitOutbox(
      product.url,
      recipientEmail,
      'email',
      (text) => /https?:\/\/\S+#\/notification\/\S+/.exec(text)?.[0],
    );
    const recipientContext = await browser.newContext({
      viewport: VIEWPORTS.phone,
      acceptDownloads: true,
    });
    const recipient = await recipientContext.newPage();
    await recipient.goto(link);
    await recipient.getByText('Le notificamos el requerimiento adjunto.').waitFor();
    await snapshot(recipient, 'notification-2-recipient');
    const [download] = await Promise.all([
      recipient.waitForEvent('download'),
      recipient.getByRole('button', { name: tr('flows:notification.recipient.view') }).click(),
    ]);
    expect(checkPdf(await readFile(await download.path())).pdfsig).toContain('Signature is Valid');
    await recipient
      .getByRole('button', { name: tr('flows:notification.recipient.acknowledge') })
      .click();
    await recipient.getByTestId('acknowledged').waitFor();
    await snapshot(recipient, 'notification-3-acknowledged');
    await recipientContext.close();

    // The sender's open workspace shows ACKNOWLEDGED without a reload.
    await row.locator('[data-status="ACKNOWLEDGED"]').first().waitFor({ timeout: 5000 });
    expect(await sender.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await snapshot(sender, 'notification-4-workspace');

    // The certificate of delivery: sealed, and it tells every step.
    const certificate = await sender.request.get(
      `${product.url}/api/operations/${operationId}/files/certificate`,
    );
    const acta = new Uint8Array(await certificate.body());
    expect(checkPdf(acta).pdfsig).toContain('Signature is Valid');
    const text = pdfText(acta);
    for (const step of [
      'crea la notificación certificada',
      // No SMTP server here: the certificate says the message stayed in the outbox.
      'queda en el buzón de salida interno, sin entregarse',
      'abre el enlace de la notificación',
      'accede al contenido y al documento notificado',
      'acusa recibo de la notificación',
    ]) {
      expect(text).toContain(step);
    }
    // The sender is told by e-mail.
    await awaitOutbox(product.url, senderEmail, 'email', (mail) =>
      mail.includes('ha acusado recibo') ? mail : null,
    );
    expect(problems).toEqual([]);
    await senderContext.close();
  });
});
