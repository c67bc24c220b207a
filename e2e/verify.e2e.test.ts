import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailedLink } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { createSigningOperation, senderToken, smsCode, snapshot } from './support/signing.ts';
import { productSuite } from './support/suite.ts';

const suite = productSuite({ JOBS_POLL_MS: '100' });

let operations = 0;

/** An operation signed through the API by its OTP signer; its id and the signed PDF. */
async function signedDocument(baseUrl: string) {
  operations += 1;
  const phone = `+3460077788${operations}`;
  const email = `verify-signer.${operations}@example.com`;
  const token = await senderToken(baseUrl, `verify-sender.${operations}@example.com`);
  const { uuids, documentsUuid } = await createSigningOperation(baseUrl, token, {
    email,
    phone,
    lang: 'es',
    type: 'SIMPLE',
  });
  const [op = '', doc = ''] = [uuids[0], documentsUuid[0]];
  const link = await mailedLink(baseUrl, email);
  const signer = decodeURIComponent(/[?&]token=([^&\s]+)/.exec(link)?.[1] ?? '');
  const call = (path: string, body?: object) =>
    fetch(`${baseUrl}/api/v2/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${signer}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
  await call(`getdocumentbyuuidb64/${op}/${doc}`);
  await call(`documentread/${op}`, { operationUuid: op, documentUuid: doc });
  await call(`createotp/${op}`, { operationUuid: op, cellPhone: phone, otpType: 'FIRMA' });
  const otpValue = await smsCode(baseUrl, phone);
  const verified = await call(`verifyotpforbot/${op}`, {
    operationUuid: op,
    otpValue,
    otpType: 'FIRMA',
  });
  if (verified.status !== 200) throw new Error(`verifyotpforbot: HTTP ${verified.status}`);
  const signed = await call(`getdocumentbyuuidb64/${op}/${doc}`);
  return { op, pdf: Buffer.from(await signed.text(), 'base64') };
}

async function verifyIn(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId('verify-file-input').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer,
  });
  return page.getByTestId('verify-verdict').textContent();
}

describe('the verification page', () => {
  it('shows a signed PDF valid and a tampered copy changed, on a phone', async () => {
    const { url } = suite.product;
    const { op, pdf } = await signedDocument(url);
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems = watchPage(page);
    await page.goto(`${url}/#/verify`);
    await page.getByTestId('verify-drop-zone').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await verifyIn(page, 'contrato.pdf', pdf)).toContain(
      translate('es', 'verify:verdict.valid'),
    );
    // The signer's signature, the platform seal and the archive time stamp: PAdES B-LTA.
    const verdicts = () =>
      page
        .getByTestId('signature-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-verdict')));
    expect(await verdicts()).toEqual(['valid', 'valid', 'valid']);
    expect(await page.getByTestId('verify-level').textContent()).toContain('B-LTA');
    expect(await page.getByTestId('operation-evidence').textContent()).toContain(op);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('stream', 0, 'latin1') + 20;
    tampered[at] = (tampered[at] ?? 0) ^ 0x20;
    await page.getByRole('button', { name: translate('es', 'verify:drop.again') }).click();
    expect(await verifyIn(page, 'copia.pdf', tampered)).toContain(
      translate('es', 'verify:verdict.changed'),
    );
    // A byte of the original content: every signature covers it.
    expect(await verdicts()).toEqual(['invalid', 'invalid', 'invalid']);
    // The page agrees with itself: no signature over changed bytes is "correcta", and the
    // operation its broken seals name is said in words, its id printed nowhere.
    const label = translate('es', 'verify:signature.cryptography');
    const cryptography = await page
      .getByTestId('signature-card')
      .evaluateAll(
        (cards, dt) =>
          cards.map(
            (card) =>
              Array.from(card.querySelectorAll('dt')).find((item) => item.textContent === dt)
                ?.nextElementSibling?.textContent,
          ),
        label,
      );
    expect(cryptography).toEqual(Array(3).fill(translate('es', 'verify:signature.notForContent')));
    expect(await page.getByTestId('verify-no-operation').textContent()).toBe(
      translate('es', 'verify:operation.namedBySealNotValid'),
    );
    expect(await page.locator('body').textContent()).not.toContain(op);
    await page.setViewportSize(VIEWPORTS.phone);
    await snapshot(page, 'verify-altered-copy-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens from a certificate's QR code with the operation's evidence", async () => {
    const { url } = suite.product;
    const { op } = await signedDocument(url);
    const page = await suite.browser.newPage({ viewport: VIEWPORTS.desktop });
    await page.goto(`${url}/?lang=en#/verify?op=${op}`);
    const evidence = page.getByTestId('operation-evidence');
    await evidence.waitFor();
    expect(await evidence.textContent()).toContain(translate('en', 'verify:operation.chainValid'));
    await page.close();
  });
});
