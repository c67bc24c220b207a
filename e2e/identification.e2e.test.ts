import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedLink } from './support/accounts.ts';
import { launchBrowser, VIEWPORTS } from './support/browser.ts';
import {
  fakeCameraIdentity,
  type TFakeCameraVideo,
  writeFakeCameraVideos,
} from './support/fake-camera.ts';
import { translate } from './support/locales.ts';
import { senderToken, snapshot } from './support/signing.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

// The video identification, unattended, with Chromium's fake camera playing the videos of
// fake-camera.ts (a face, then an ID card's front and back; a passport page; an impostor).
// One product for the flows; the impostor needs the server's biometry blocking
// (IDENTIFICATION_BIOMETRY_BLOCKING, a boot setting), so it gets a second product.

let product: TProduct;
let blockingProduct: TProduct | undefined;
let videos: Awaited<ReturnType<typeof writeFakeCameraVideos>>;
const browsers: Browser[] = [];
beforeAll(async () => {
  videos = await writeFakeCameraVideos();
  product = await startProduct({ JOBS_POLL_MS: '100', AUTH_EMAIL_LIMIT: '100' });
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await product?.close();
  await blockingProduct?.close();
  if (videos) await fs.rm(videos.dir, { recursive: true, force: true });
});

const tr = (key: string) => translate('es', key);

/** An identification operation for a new signer, and the capture page open on its link. */
async function openCapture(
  video: TFakeCameraVideo,
  name: string,
  options: { query?: string; on?: TProduct } = {},
): Promise<Page> {
  const { query = '', on = product } = options;
  const email = `id.${name}@example.com`;
  const token = await senderToken(on.url, `sender.${email}`);
  const { domainUuid } = (await (await fetch(`${on.url}/api/config`)).json()) as {
    domainUuid: string;
  };
  const identity = fakeCameraIdentity(video);
  const created = await fetch(`${on.url}/api/v2/create/withotpandtoken/${domainUuid}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      signers: [
        {
          level: 1,
          order: 1,
          signaturesType: ['IDENTIFICATION_NO_ASISTIDA'],
          signerData: [
            { identifier: 'name', value: identity.displayFirstName, label: 'Nombre', resumen: 'Y' },
            {
              identifier: 'lastname',
              value: identity.displayLastName,
              label: 'Apellidos',
              resumen: 'Y',
            },
            { identifier: 'email', value: email, label: 'E-mail', resumen: 'Y' },
            {
              identifier: 'nif',
              value: identity.optional1 ?? identity.documentNumber,
              label: 'DNI',
              resumen: 'Y',
            },
            { identifier: 'idiomadef', value: 'es-es', resumen: 'N' },
          ],
        },
      ],
      operationData: { opClass: 1243 },
    }),
  });
  expect(created.status).toBe(200);
  const link = await mailedLink(on.url, email);
  expect(link).toContain('#/identificationSignature?');
  const browser = await launchBrowser({ fakeCamera: videos[video] });
  browsers.push(browser);
  const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await page.goto(`${link}${query}`);
  await page.getByRole('checkbox').check();
  await page
    .getByRole('button', { name: tr('flows:identificationSignature.consent.start') })
    .click();
  return page;
}

/** The answer of identificationresult, read as the page gets it. */
async function resultOf(page: Page) {
  const response = await page.waitForResponse(
    (one) => one.url().includes('/api/v2/identificationresult/'),
    { timeout: 180_000 },
  );
  return (await response.json()) as {
    status: string;
    document: string;
    faceMatch: { similarity: number | null; passed: boolean };
    mrzValid: boolean | null;
  };
}

/**
 * The front the server accepted, as the page got it: a document plainly outlined (a selfie
 * before a busy background outlines the whole frame at about 0.54 and must not pass).
 */
function acceptedFront(page: Page) {
  return page
    .waitForResponse(
      async (one) =>
        one.url().includes('/detection/ml/front/') &&
        ((await one.json()) as { detected: boolean }[]).some((result) => result.detected),
      { timeout: 120_000 },
    )
    .then(async (one) => ((await one.json()) as TFrontResult[]).find((result) => result.detected));
}
interface TFrontResult {
  detected: boolean;
  documenttype: string;
  confidence: number;
  biometryData: { confidence: number | null } | null;
}

/** The selfie matched the document's portrait, on a document plainly found. */
function expectFaceMatch(result: Awaited<ReturnType<typeof resultOf>>, front?: TFrontResult) {
  expect(result.faceMatch.passed).toBe(true);
  expect(result.faceMatch.similarity).toBeGreaterThanOrEqual(0.3);
  expect(front?.confidence).toBeGreaterThanOrEqual(0.75);
  expect(front?.biometryData?.confidence).toBe(result.faceMatch.similarity);
}

describe('video identification with a fake camera', () => {
  it('face, card front and back: the summary shows the MRZ data and a face match', async () => {
    const page = await openCapture('card', 'card');
    const fronted = acceptedFront(page);
    const result = await resultOf(page);
    const front = await fronted;
    expect(front?.documenttype).toMatch(/front/);
    expect(result).toMatchObject({ status: 'PASSED', document: 'ID_CARD', mrzValid: true });
    expectFaceMatch(result, front);
    await page.waitForURL(/#\/resumeIdentification/, { timeout: 30_000 });
    await page.getByTestId('identification-summary').waitFor();
    await snapshot(page, 'identification-card-1-biometry');
    const percent = String((result.faceMatch.similarity ?? 0) * 100).slice(0, 5);
    await page.getByText(`${percent}%`).first().waitFor();
    await expect(
      page.getByText(tr('flows:resumeIdentification.status.PASSED')).count(),
    ).resolves.toBe(1);
    await page.getByRole('tab', { name: tr('flows:resumeIdentification.tabs.ocr') }).click();
    await page.getByText('GARCIA DE LA FUENTE').first().waitFor();
    await page.getByText('12345678Z').first().waitFor();
    await snapshot(page, 'identification-card-2-ocr');
  });

  it('a passport page ends without a back', async () => {
    const page = await openCapture('passport', 'passport');
    const backCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/detection/ml/back/')) backCalls.push(request.url());
    });
    const fronted = acceptedFront(page);
    const resulted = resultOf(page);
    await page
      .getByText(tr('flows:identificationSignature.messages.passportFound'))
      .waitFor({ timeout: 120_000 });
    // The stepper drops the back once the passport is seen.
    await expect(
      page.getByText(tr('flows:identificationSignature.stage.back'), { exact: true }).count(),
    ).resolves.toBe(0);
    const result = await resulted;
    expect(result).toMatchObject({ status: 'PASSED', document: 'PASSPORT', mrzValid: true });
    const front = await fronted;
    expect(front?.documenttype).toBe('pasaporte');
    expectFaceMatch(result, front);
    expect(backCalls).toEqual([]);
    await page.waitForURL(/#\/resumeIdentification/, { timeout: 30_000 });
    await page.getByRole('tab', { name: tr('flows:resumeIdentification.tabs.ocr') }).click();
    await page.getByText('PAB123456').first().waitFor();
  });

  it('stops with the timeout message when the time is over', async () => {
    // 0.1 min = 6 s: over before the light check and the face are through.
    const page = await openCapture('card', 'timeout', { query: '&videoTimeout=0.1' });
    await page
      .getByText(tr('flows:identificationSignature.messages.failed.timeout'))
      .waitFor({ timeout: 30_000 });
  });

  it('an impostor fails when the server blocks on biometry', async () => {
    blockingProduct = await startProduct({
      JOBS_POLL_MS: '100',
      AUTH_EMAIL_LIMIT: '100',
      IDENTIFICATION_BIOMETRY_BLOCKING: 'true',
    });
    // No biometryBlocking in the link: the server's setting decides, not the browser.
    const page = await openCapture('impostor', 'impostor', { on: blockingProduct });
    const result = await resultOf(page);
    expect(result.faceMatch.passed).toBe(false);
    expect(result).toMatchObject({ status: 'FAILED', blocked: true });
    await page
      .getByText(tr('flows:identificationSignature.messages.failed.biometry'))
      .waitFor({ timeout: 10_000 });
    await snapshot(page, 'identification-impostor-blocked');
    expect(page.url()).toContain('identificationSignature');
  });
});
