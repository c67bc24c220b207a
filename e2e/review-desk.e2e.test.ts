import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  certificateText,
  HOLDER_BLURRED_PRINT,
  identifyWithCard,
} from '../apps/server/test/support/identification-flow.ts';
import { bearer, createIdentificationOperation } from '../apps/server/test/support/operations.ts';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm } from './support/accounts.ts';
import { grantPlatformRole } from './support/admin-cli.ts';
import { launchBrowser, VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { senderToken, signedUp, snapshot } from './support/signing.ts';
import { startProduct, type TProduct } from './support/start-product.ts';

// The review desk in Chromium: a case the identification flow sends to review (the holder's
// card with its print out of focus: DOCUMENT_UNCONFIRMED), decided by a platform reviewer
// made as an operator makes one (signed up, then `npm run admin:grant -- --role reviewer`
// on the product's data), and the certificate naming the review. The desk's rules (who may
// decide, the checklist, four-eyes) are proven over HTTP in
// identification-review-desk.int.test.ts.

const REVIEWER = 'rosa.reviewer@example.com';
const OWNER = 'desk.owner@example.com';
const REASON = 'Selfie, bursts and recording show the person of the portrait; the MRZ reads.';
const tr = (key: string, values?: Record<string, string | number>) =>
  translate('en', `review:${key}`, values);

const products: TProduct[] = [];
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The last first: the products started again share their first one's data.
  for (const product of products.reverse()) await product.close();
});

/** The jobs (the sign-up e-mails) are looked for every tenth of a second, not every second. */
const ENV = { JOBS_POLL_MS: '100' };

/**
 * The desk before the reviewer opens it: an owner's operation whose signer went to review
 * (the holder's card, its print out of focus: DOCUMENT_UNCONFIRMED) and the account
 * REVIEWER signed up; then the product stopped, the role granted on its data as an operator
 * does (PGlite admits one process), and the product started again.
 */
async function deskWithACase() {
  const first = await startProduct(ENV);
  products.push(first);
  const [session, ownerToken, { domainUuid }] = await Promise.all([
    signedUp(first.url, REVIEWER, TEST_PASSWORD, 'Rosa'),
    senderToken(first.url, OWNER),
    fetch(`${first.url}/api/config`).then(
      (answer) => answer.json() as Promise<{ domainUuid: string }>,
    ),
  ]);
  const { userUid } = (await (await session.get('/api/account')).json()) as { userUid: string };
  const flow = await createIdentificationOperation(
    first.url,
    domainUuid,
    ownerToken,
    'desk.signer@example.com',
  );
  const { video, verdict } = await identifyWithCard(first, flow, HOLDER_BLURRED_PRINT);
  expect(verdict).toMatchObject({ status: 'REVIEW', failures: [] });

  await first.stop();
  expect(await grantPlatformRole(first, REVIEWER, 'reviewer')).toBe(
    `${REVIEWER} is now a reviewer`,
  );
  const port = Number(new URL(first.url).port);
  const product = await startProduct(ENV, { port, dataDir: first.dataDir });
  products.push(product);
  return { product, reviewerId: userUid, ownerToken, flow, video };
}

/** The case's video once Chromium has its metadata: its duration and where it stands (s). */
const videoState = (page: Page) =>
  page
    .getByTestId('review-video')
    .locator('video')
    .evaluate((video: HTMLVideoElement) => ({
      duration: video.duration,
      currentTime: video.currentTime,
    }));

/** Whether every image of `testId` has loaded (an image that failed has no width). */
const imagesLoaded = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('img')
    .evaluateAll((images: HTMLImageElement[]) =>
      images.every((image) => image.complete && image.naturalWidth > 0),
    );

it('a reviewer opens a REVIEW case beside its video, approves it with a reason, and the certificate names the review', async () => {
  const { product, reviewerId, ownerToken, flow, video } = await deskWithACase();

  // The queue: the case, with why it is there.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(`${product.url}/#/loginpage?lang=en`);
  await logInThroughForm(page, REVIEWER, TEST_PASSWORD);
  await page.goto(`${product.url}/#/review`);
  const item = page.getByTestId('review-queue-item').filter({ hasText: OWNER });
  await item.waitFor();
  expect(await item.getByTestId('review-reasons').textContent()).toContain(
    tr('reasons.DOCUMENT_UNCONFIRMED'),
  );
  await snapshot(page, 'review-desk-1-queue');

  // The case side by side: portrait and selfie, the bursts' frames, the video and its timeline.
  await item.getByRole('link', { name: tr('queue.open') }).click();
  await page.waitForURL(new RegExp(`#/review/${video}$`));
  const faces = page.getByTestId('review-faces');
  await faces.getByRole('img', { name: tr('images.portrait') }).waitFor();
  await faces.getByRole('img', { name: tr('images.selfie') }).waitFor();
  await expect.poll(() => imagesLoaded(page, 'review-faces')).toBe(true);
  expect(await page.getByTestId('review-burst').count()).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await videoState(page)).duration).toBeGreaterThan(3);
  const faceBox = await faces.boundingBox();
  const videoBox = await page.getByTestId('review-video').boundingBox();
  // Side by side: the video's column starts right of the faces, at the same height.
  expect(videoBox?.x).toBeGreaterThan((faceBox?.x ?? 0) + (faceBox?.width ?? 0));
  expect(Math.abs((videoBox?.y ?? 0) - (faceBox?.y ?? 0))).toBeLessThan(8);
  const timeline = page.getByTestId('review-timeline');
  const kinds = await timeline
    .locator('[data-kind]')
    .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-kind')));
  expect(kinds).toEqual(expect.arrayContaining(['SESSION_START', 'CHALLENGE', 'BURST', 'CAPTURE']));

  // A timeline entry seeks the video to its moment (the last capture: seconds in).
  const capture = timeline.locator('[data-kind="CAPTURE"]').last();
  const [minutes = 0, seconds = 0] = (await capture.locator('span').first().textContent())
    ?.split(':')
    .map(Number) ?? [0, 0];
  const at = minutes * 60 + seconds;
  expect(at).toBeGreaterThan(0);
  expect((await videoState(page)).currentTime).toBe(0);
  await capture.click();
  await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThanOrEqual(at);
  expect((await videoState(page)).currentTime).toBeLessThan(at + 1);
  await expect.poll(() => capture.getAttribute('aria-current')).toBe('step');
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, 'review-desk-2-case');

  // The decision: Approve waits for the checklist; the reason goes with it.
  const form = page.getByTestId('review-decision-form');
  const approve = form.getByRole('button', { name: tr('form.approve'), exact: true });
  expect(await approve.isDisabled()).toBe(true);
  for (const check of ['samePerson', 'documentPresent', 'dataConsistent']) {
    await form.getByRole('checkbox', { name: tr(`form.items.${check}`) }).check();
  }
  await form.getByRole('textbox', { name: tr('form.reason') }).fill(REASON);
  await approve.click();
  const decision = page.getByTestId('review-decision');
  await expect
    .poll(() => decision.getByRole('status').textContent())
    .toBe(tr('outcome.DECIDED', { decision: tr('decisionWords.APPROVE') }));
  // The case, asked again, is decided: no form, the decision in its history.
  const blocked = decision.getByTestId('review-blocked');
  await blocked.waitFor();
  expect(await blocked.getAttribute('data-reason')).toBe('decided');
  expect(await form.count()).toBe(0);
  const record = page.getByTestId('review-decision-record');
  expect(await record.textContent()).toContain(tr('history.reason', { reason: REASON }));
  expect(await record.textContent()).toContain(`(id ${reviewerId})`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, 'review-desk-3-decided');

  // On a phone: one column, nothing wider than the screen.
  const phone = await browser.newContext({
    viewport: VIEWPORTS.phone,
    storageState: await context.storageState(),
  });
  const small = await phone.newPage();
  const smallProblems = watchPage(small);
  await small.goto(`${product.url}/#/review/${video}`);
  await small.getByTestId('review-decision-record').waitFor();
  await expect.poll(() => imagesLoaded(small, 'review-faces')).toBe(true);
  expect(
    await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await snapshot(small, 'review-desk-4-case-phone');

  // The owner's certificate names the review: the reviewer by role and id, and the reason.
  const answer = await fetch(
    `${product.url}/api/v2/identification/certificate/${flow.operationId}/${video}`,
    { headers: bearer(ownerToken) },
  );
  expect(answer.status).toBe(200);
  const text = certificateText(Buffer.from(await answer.text(), 'base64'), 'review-desk');
  expect(text).toContain('Revisada por una persona: aprobada el');
  expect(text).toContain(`revisor de la plataforma, id ${reviewerId}`);
  expect(text).toContain(REASON);
  expect(text).not.toContain(REVIEWER);

  expect(problems).toEqual([]);
  expect(smallProblems).toEqual([]);
  await phone.close();
  await context.close();
});
