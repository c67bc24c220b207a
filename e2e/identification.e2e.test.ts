import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { run as runTool } from '../apps/server/src/modules/sealing/testing/pdf-tools.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm, mailedLink } from './support/accounts.ts';
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
// One product on its defaults: the face match blocks. The server's other refusals on the
// defaults (a still photograph, two people's card sides) are proven with real images in
// identification-verdict.int.test.ts, and the capture's ending on each verdict in
// capture-rules.test.ts.

let product: TProduct;
let videos: Awaited<ReturnType<typeof writeFakeCameraVideos>>;
const browsers: Browser[] = [];
beforeAll(async () => {
  videos = await writeFakeCameraVideos();
  // Chromium's fake camera loops a fixed video: it cannot reflect a random colour sequence
  // (no more than a replay can), so the platform switch is off and the pages say so.
  product = await startProduct({
    JOBS_POLL_MS: '100',
    AUTH_EMAIL_LIMIT: '100',
    IDENTIFICATION_COLOUR_REQUIRED: 'false',
  });
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await product?.close();
  if (videos) await fs.rm(videos.dir, { recursive: true, force: true });
});

const tr = (key: string) => translate('es', key);

// Every run of a test (CI retries a failed one once) uses addresses of its own, so a retry
// starts with a new account and its sign-up credits, not the first run's leftovers.
let run = 0;
beforeEach(() => {
  run += 1;
});
const fresh = (email: string) => email.replace('@', `.${run}@`);

/**
 * An identification operation for a new signer, and the capture page open on its link;
 * with the operation and its owner's API token, to read what the sender is shown.
 */
async function openCapture(
  video: TFakeCameraVideo,
  name: string,
  options: { query?: string; on?: TProduct; consent?: boolean } = {},
): Promise<{ page: Page; operationUuid: string; ownerToken: string }> {
  const { query = '', on = product, consent = true } = options;
  const email = fresh(`id.${name}@example.com`);
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
  const [operationUuid = ''] = ((await created.json()) as { uuids: string[] }).uuids;
  const link = await mailedLink(on.url, email);
  expect(link).toContain('#/identificationSignature?');
  const browser = await launchBrowser({ fakeCamera: videos[video] });
  browsers.push(browser);
  const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await page.goto(`${link}${query}`);
  const opened = { page, operationUuid, ownerToken: token };
  if (!consent) return opened;
  await page.getByRole('checkbox').check();
  await page
    .getByRole('button', { name: tr('flows:identificationSignature.consent.start') })
    .click();
  return opened;
}

/** A PDF's text (pdftotext), spaces collapsed. */
const pdfText = (pdf: Uint8Array) =>
  runTool('pdftotext', ['-', '-'], pdf).stdout.replace(/\s+/g, ' ');

/**
 * What the sender is shown of the operation's identification: its entry on the operation
 * page (status, failures) and the sealed certificate's text (pdftotext).
 */
async function seenBySender(opened: { operationUuid: string; ownerToken: string }) {
  const headers = { authorization: `Bearer ${opened.ownerToken}` };
  const detail = (await (
    await fetch(`${product.url}/api/operations/${opened.operationUuid}`, { headers })
  ).json()) as {
    identifications: { videoUuid: string; status: string; failures: string[] }[];
  };
  const [listed] = detail.identifications;
  if (!listed) throw new Error('no identification on the operation');
  const certificate = await fetch(
    `${product.url}/api/v2/identification/certificate/${opened.operationUuid}/${listed.videoUuid}`,
    { headers },
  );
  expect(certificate.status).toBe(200);
  const pdf = Buffer.from(await certificate.text(), 'base64');
  return { listed, certificate: pdfText(pdf) };
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
    liveness: { passed: boolean; challenges: { kind: string; passed: boolean }[] };
    hologram: { passed: boolean; confidence: number | null; required: boolean } | null;
    failures: string[];
    policy: { colour?: string };
    recording?: unknown;
  };
}

/** The first hologram burst the server saw the hologram in, as the page got it. */
function seenHologram(page: Page) {
  return page
    .waitForResponse(
      async (one) =>
        one.url().includes('/detection/hologram/') &&
        one.status() === 200 &&
        ((await one.json()) as { detected: boolean }[]).some((result) => result.detected),
      { timeout: 180_000 },
    )
    .then(async (one) => ((await one.json()) as TFrontResult[])[0]);
}

/**
 * The liveness challenges ran for real on the fake camera's moving face: two different
 * movements the server drew, both passed.
 */
function expectLivenessPassed(result: Awaited<ReturnType<typeof resultOf>>) {
  // The whole answer in the message when it fails: which challenge, how many tries.
  expect(result.liveness, JSON.stringify(result.liveness)).toMatchObject({ passed: true });
  const kinds = result.liveness.challenges.map((item) => item.kind);
  expect(kinds).toHaveLength(2);
  expect(new Set(kinds).size).toBe(2);
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
  it('a signed-in sender creates one from the identification page; the capture opens here', async () => {
    const email = fresh('id.form.sender@example.com');
    await senderToken(product.url, email);
    const browser = await launchBrowser();
    browsers.push(browser);
    const page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    await page.goto(`${product.url}/#/loginpage`);
    await logInThroughForm(page, email, TEST_PASSWORD);
    await page.goto(`${product.url}/#/identificationpage`);
    await page.getByRole('button', { name: tr('pages:try.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('type-select').click();
    await page
      .getByRole('option', {
        name: tr('flows:create.form.types.IDENTIFICATION_NO_ASISTIDA'),
        exact: true,
      })
      .click();
    // The cost before sending; the form is there, so the server offers identification and
    // the page has no "not yet" notice.
    await dialog
      .getByText(translate('es', 'flows:create.identification.cost', { credits: 3 }))
      .waitFor();
    expect(await page.getByText(tr('pages:identification.notYet.text')).count()).toBe(0);
    await dialog.locator('input[name="name"]').fill('Lucía');
    await dialog.locator('input[name="lastname"]').fill('Gómez Ruiz');
    await dialog.locator('input[name="email"]').fill(fresh('lucia.id.form@example.com'));
    await dialog.locator('input[name="nif"]').fill('12345678Z');
    expect(await dialog.locator('input[name="phone"]').count()).toBe(0);
    await dialog.getByLabel(tr('flows:create.form.deliveries.here')).check();
    await dialog.getByRole('button', { name: tr('flows:create.form.submit'), exact: true }).click();
    // The new operation's inputs reach the capture screen: it asks for the consent, no input missing.
    await page.waitForURL(/#\/identificationSignature/, { timeout: 30_000 });
    await page
      .getByRole('button', { name: tr('flows:identificationSignature.consent.start') })
      .waitFor();
  });

  it('face, liveness, card front, hologram and back: the summary shows the MRZ data, a face match and the hologram', async () => {
    const { page } = await openCapture('card', 'card', { consent: false });
    const startBody = page
      .waitForRequest((request) => request.url().includes('/api/v2/startidentification/'))
      .then((request) => request.postDataJSON() as { consent?: Record<string, unknown> });
    await page.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: tr('flows:identificationSignature.consent.start') })
      .click();
    const fronted = acceptedFront(page);
    const hologram = seenHologram(page);
    const colourOff = page.getByTestId('colour-off').waitFor({ timeout: 240_000 });
    const summaryData = page.waitForResponse(
      (one) => one.url().includes('/identification/images/data/'),
      { timeout: 240_000 },
    );
    // The stepper names the hologram between the front and the back.
    await page
      .getByText(tr('flows:identificationSignature.stage.hologram'), { exact: true })
      .waitFor();
    const result = await resultOf(page);
    const front = await fronted;
    expect(front?.documenttype).toMatch(/front/);
    expect(result, JSON.stringify(result.recording ?? result)).toMatchObject({
      status: 'PASSED',
      document: 'ID_CARD',
      mrzValid: true,
    });
    expectFaceMatch(result, front);
    expectLivenessPassed(result);
    // The colour sequence is off on this server: the capture screen said so.
    expect(result.policy).toMatchObject({ colour: 'OFF' });
    await colourOff;
    // The fake camera's hologram turns colour while the card front shows: seen for real.
    const seen = await hologram;
    expect(seen).toMatchObject({ detected: true, documenttype: 'hologram' });
    expect(seen?.confidence).toBeGreaterThanOrEqual(0.75);
    expect(result.hologram).toMatchObject({ passed: true, required: true });
    // The consent shown was sent with the start, in the page's language.
    const { consent } = await startBody;
    expect(consent).toMatchObject({ accepted: true, language: 'es', version: '3' });
    expect(consent?.text).toContain(tr('flows:identificationSignature.consent.label'));
    await page.waitForURL(/#\/resumeIdentification/, { timeout: 30_000 });
    await page.getByTestId('identification-summary').waitFor();
    const summary = (await (await summaryData).json()) as {
      hologram: string | null;
      hologramConfidence: number | null;
    };
    expect(summary.hologram).toEqual(expect.any(String));
    expect(summary.hologramConfidence).toBeGreaterThanOrEqual(0.75);
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
    const { page } = await openCapture('passport', 'passport');
    const backCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/detection\/(ml\/back|hologram)\//.test(request.url())) backCalls.push(request.url());
    });
    // The camera shows the page under a reflection over its MRZ first: read, failing its
    // checks, it is held back (detected false) until a clear frame reads it valid.
    const held: TFrontResult[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/detection/ml/front/')) return;
      const results = (await response.json().catch(() => [])) as TFrontResult[];
      held.push(
        ...results.filter((result) => !result.detected && result.documenttype === 'pasaporte'),
      );
    });
    const fronted = acceptedFront(page);
    const resulted = resultOf(page);
    // While the page is held the screen says why: reflections.
    const warned = page
      .getByText(tr('flows:identificationSignature.messages.reflections'))
      .waitFor({ timeout: 240_000 })
      .then(() => snapshot(page, 'identification-passport-reflections'))
      .then(
        () => true,
        () => false,
      );
    await page
      .getByText(tr('flows:identificationSignature.messages.passportFound'))
      .waitFor({ timeout: 240_000 });
    // The video loops the face, the glared page and the clear one: a stage that starts on
    // the clear page (a slow machine, its liveness seen late) holds nothing and has nothing
    // to warn of. The server's hold is tested deterministically in
    // identification.int.test.ts, the warning's choice in capture-rules.test.ts.
    if (held.length > 0) expect(await warned).toBe(true);
    // The stepper drops the hologram and the back once the passport is seen.
    for (const stage of ['hologram', 'back']) {
      await expect(
        page.getByText(tr(`flows:identificationSignature.stage.${stage}`), { exact: true }).count(),
      ).resolves.toBe(0);
    }
    const result = await resulted;
    expect(result, JSON.stringify(result.recording ?? result)).toMatchObject({
      status: 'PASSED',
      document: 'PASSPORT',
      mrzValid: true,
    });
    expect(result.hologram).toBeNull();
    expectLivenessPassed(result);
    const front = await fronted;
    expect(front?.documenttype).toBe('pasaporte');
    expectFaceMatch(result, front);
    expect(backCalls).toEqual([]);
    await page.waitForURL(/#\/resumeIdentification/, { timeout: 30_000 });
    await page.getByRole('tab', { name: tr('flows:resumeIdentification.tabs.ocr') }).click();
    await page.getByText('PAB123456').first().waitFor();
  });

  it('declining the consent ends there: no camera, nothing started, a clear message', async () => {
    const { page } = await openCapture('card', 'declined', { consent: false });
    const started: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/startidentification/')) started.push(request.url());
    });
    await page
      .getByRole('button', { name: tr('flows:identificationSignature.consent.decline') })
      .click();
    await page.getByText(tr('flows:identificationSignature.consent.declined')).waitFor();
    await expect(page.locator('video').count()).resolves.toBe(0);
    expect(started).toEqual([]);
  });

  it('stops with the timeout message when the time is over', async () => {
    // 0.1 min = 6 s: over before the light check and the face are through.
    const { page } = await openCapture('card', 'timeout', { query: '&videoTimeout=0.1' });
    await page
      .getByText(tr('flows:identificationSignature.messages.failed.timeout'))
      .waitFor({ timeout: 30_000 });
  });

  it('an impostor fails on the defaults: the reason on the screen, the operation page and the certificate', async () => {
    // No biometryBlocking in the link and no setting: the face match blocks by default.
    const opened = await openCapture('impostor', 'impostor');
    const { page } = opened;
    const result = await resultOf(page);
    expect(result.faceMatch.passed).toBe(false);
    expect(result).toMatchObject({ status: 'FAILED', blocked: true });
    expect(result.failures).toContain('FACE_MISMATCH');
    await page
      .getByText(tr('flows:identificationSignature.messages.failed.biometry'))
      .waitFor({ timeout: 10_000 });
    await snapshot(page, 'identification-impostor-blocked');
    expect(page.url()).toContain('identificationSignature');
    const { listed, certificate } = await seenBySender(opened);
    expect(listed).toMatchObject({ status: 'FAILED' });
    expect(listed.failures).toContain('FACE_MISMATCH');
    expect(certificate).toContain('el rostro no coincide con el del documento');
  });

  it('a replay on a monitor fails the liveness check: the holder moves as asked, but on a screen', async () => {
    const opened = await openCapture('replay', 'replay');
    const { page } = opened;
    const result = await resultOf(page);
    expect(result.liveness.passed, JSON.stringify(result.liveness)).toBe(false);
    expect(result).toMatchObject({ status: 'FAILED' });
    expect(result.failures).toContain('LIVENESS_FAILED');
    await page
      .getByText(tr('flows:identificationSignature.messages.failed.liveness'))
      .waitFor({ timeout: 10_000 });
    await snapshot(page, 'identification-replay-refused');
    const { listed } = await seenBySender(opened);
    expect(listed.failures).toContain('LIVENESS_FAILED');
  });
});
