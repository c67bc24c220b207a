import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createHttpClient } from '../../apps/server/test/support/http-client.ts';
import { TEST_PASSWORD } from '../../apps/server/test/support/sign-up.ts';
import { awaitOutbox, mailedLink } from './accounts.ts';

/** The 6-digit code of the newest SMS to `phone`, once it differs from `previous`. */
export function smsCode(baseUrl: string, phone: string, previous?: string) {
  return awaitOutbox(baseUrl, phone, 'sms', (text) => {
    // The last 6 digits: the SMS names the request first, whose title may hold numbers.
    const code = [...text.matchAll(/\b(\d{6})\b/g)].at(-1)?.[1];
    return code && code !== previous ? code : null;
  });
}

/** A new account, signed up, verified through the e-mail and signed in: its session. */
export async function signedUp(
  baseUrl: string,
  email: string,
  password = TEST_PASSWORD,
  name = 'Sender',
) {
  const client = createHttpClient(baseUrl);
  await client.post('/api/auth/sign-up/email', { name, email, password, callbackURL: '/' });
  await fetch(await mailedLink(baseUrl, email), { redirect: 'manual' });
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return client;
}

/** An account holder's API token: sign up, verify through the e-mail, sign in, /v2/login. */
export async function senderToken(baseUrl: string, email: string, password = TEST_PASSWORD) {
  const client = await signedUp(baseUrl, email, password);
  return (await client.post('/api/v2/login')).text();
}

/** Creates a one-signer operation through the signing service, as an integrator would. */
export async function createSigningOperation(
  baseUrl: string,
  token: string,
  signer: { email: string; phone: string; lang: 'es' | 'en' | 'it'; type: 'SIMPLE' | 'BIOMETRICA' },
) {
  const { domainUuid } = (await (await fetch(`${baseUrl}/api/config`)).json()) as {
    domainUuid: string;
  };
  const handwritten = signer.type === 'BIOMETRICA';
  const response = await fetch(`${baseUrl}/api/v2/create/withotpandtoken/${domainUuid}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      signers: [
        {
          level: 1,
          order: 1,
          signaturesType: [signer.type],
          signerData: [
            { identifier: 'name', value: 'Lucía', label: 'Nombre', resumen: 'Y' },
            { identifier: 'lastname', value: 'Gómez Ruiz', label: 'Apellidos', resumen: 'Y' },
            {
              identifier: 'email',
              value: signer.email,
              label: 'E-mail',
              resumen: 'Y',
              actions: [{ action: 'sendConfirmationEmail', step: 'FIRMA-FINAL' }],
            },
            { identifier: 'cellphone', value: signer.phone, label: 'Móvil', resumen: 'N' },
            { identifier: 'idiomadef', value: `${signer.lang}-${signer.lang}`, resumen: 'N' },
          ],
          ...(handwritten
            ? { boxPositions: [{ pageNumber: 1, x: 10, y: 60, width: 160, height: 50 }] }
            : {}),
        },
      ],
      operationData: { opClass: handwritten ? 847 : 1241 },
    }),
  });
  if (response.status !== 200) throw new Error(`create: HTTP ${response.status}`);
  return (await response.json()) as { uuids: string[]; documentsUuid: string[] };
}

/** Waits until the PDF viewer `testId` (or the one inside it) has painted a page. */
export async function pdfRendered(page: Page, testId = 'pdf-viewer') {
  const painted = '[data-rendered]:not([data-rendered="0"])';
  const viewer = page
    .locator(`[data-testid="${testId}"]${painted}, [data-testid="${testId}"] ${painted}`)
    .first();
  await viewer.waitFor({ state: 'attached', timeout: 20_000 });
  return viewer;
}

/** Draws a signature-like zigzag with the mouse: `strokes` strokes of 12 moves each. */
export async function drawSignature(page: Page, strokes = 3) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  for (let stroke = 0; stroke < strokes; stroke++) {
    const y = box.y + box.height * (0.3 + 0.2 * stroke);
    await page.mouse.move(box.x + box.width * 0.1, y);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(box.x + box.width * (0.1 + 0.065 * step), y + (step % 2 ? -12 : 12), {
        steps: 2,
      });
    }
    await page.mouse.up();
  }
}

/** Saves a screenshot under $SCREENSHOT_DIR when set (for people to look at). */
export async function snapshot(page: Page, name: string, fullPage = true) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
