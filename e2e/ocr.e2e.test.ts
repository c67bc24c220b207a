import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_IDENTITIES, photograph, renderDocument, SHOTS } from '@confirma/vision/testing';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../apps/server/test/support/sign-up.ts';
import { logInThroughForm, mailedLink, registerThroughForm } from './support/accounts.ts';
import { VIEWPORTS, watchPage } from './support/browser.ts';
import { translate } from './support/locales.ts';
import { productSuite } from './support/suite.ts';

const suite = productSuite();
const PASSWORD = TEST_PASSWORD;
const tr = (key: string, values?: Record<string, string | number>) => translate('es', key, values);

/** A generated photo of esp-dni-2's card back (12345678Z), in perspective, as a JPEG file. */
async function cardPhoto(): Promise<string> {
  const identity = FIXTURE_IDENTITIES.find((candidate) => candidate.id === 'esp-dni-2');
  const shot = SHOTS.find((candidate) => candidate.name === 'perspective');
  if (!identity || !shot) throw new Error('no fixture');
  const { jpeg } = await photograph(await renderDocument(identity, 'id-back'), shot, 3);
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'ocr-e2e-')), 'dni.jpg');
  await fs.writeFile(file, jpeg);
  return file;
}

/** The cropper on a phone, from the photo to the data, charged 2 credits. */
describe('document cropper', () => {
  it('uploads a card photo, shows its corners, takes a moved one, reads the data and charges 2 credits', async () => {
    const context = await suite.browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true });
    const page = await context.newPage();
    const problems = watchPage(page);
    const email = `ocr.${Date.now()}@example.com`;
    await page.goto(`${suite.product.url}/#/registerpage?lang=es`);
    await registerThroughForm(page, { name: 'Prueba', email, password: PASSWORD });
    await page.goto(await mailedLink(suite.product.url, email));
    await logInThroughForm(page, email, PASSWORD);
    const balance = async () =>
      (
        (await (await page.request.get(`${suite.product.url}/api/account`)).json()) as {
          credits: { currentcredits: number };
        }
      ).credits.currentcredits;
    const before = await balance();

    await page.goto(`${suite.product.url}/#/ocrcropper`);
    await page.getByTestId('ocr-upload').setInputFiles(await cardPhoto());
    const corners = page.locator('[data-corner]');
    await expect.poll(() => corners.count(), { timeout: 30_000 }).toBe(4);
    await page
      .getByTestId('ocr-cost')
      .getByText(tr('ocr:balance', { count: before }))
      .waitFor();

    // Drag the top-left corner a little outwards, as a finger would.
    const polygon = page.locator('svg polygon');
    const outline = await polygon.getAttribute('points');
    const box = await corners.first().boundingBox();
    if (!box) throw new Error('no corner on screen');
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x - 4, at.y - 4, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => polygon.getAttribute('points')).not.toBe(outline);

    await page.getByRole('button', { name: tr('ocr:analyse', { cost: 2 }) }).click();
    const results = page.getByTestId('ocr-results');
    await results.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => results.locator('[data-field="personalNumber"]').textContent())
      .toContain('12345678Z');
    expect(await results.locator('[data-field="lastName"]').textContent()).toContain(
      'GARCIA DE LA FUENTE',
    );
    expect(await results.locator('img').count()).toBeGreaterThanOrEqual(1);
    expect(await balance()).toBe(before - 2);
    expect(problems).toEqual([]);
    await context.close();
  });
});
