import path from 'node:path';
import {
  FIXTURE_IDENTITIES,
  HUMAN_DIR,
  photograph,
  renderDocument,
  SHOTS,
} from '@confirma/vision/testing';
import sharp from 'sharp';
import { addCredits } from '../../src/modules/credits/add-credits.ts';
import { bearer } from './operations.ts';
import { signedInClient } from './sign-up.ts';
import type { TTestServer } from './test-server.ts';

/** A signed-in account holder with `credits` granted, their API token and balance reader. */
export async function ocrCustomer(server: TTestServer, email: string, credits = 20) {
  const browser = await signedInClient(server, email);
  const { userUid } = (await (await browser.get('/api/account')).json()) as { userUid: string };
  if (credits > 0) {
    await addCredits(server.platform.database.db, {
      organizationId: userUid,
      kind: 'grant',
      amount: credits,
      reason: 'test',
    });
  }
  const token = await (await browser.post('/api/v2/login')).text();
  const balance = async () =>
    ((await (await browser.get('/api/account')).json()) as { credits: { currentcredits: number } })
      .credits.currentcredits;
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...bearer(token), ...(init.headers as Record<string, string> | undefined) },
    });
  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    api('/api/v2/ocr', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  return { browser, userId: userUid, token, balance, api, postJson };
}

/**
 * A photo of esp-dni-2's card back with a blot over two characters of its MRZ's first line:
 * the MRZ is found but a check digit fails (the composite), as with a worn or glared card.
 */
export async function blottedBackPhoto(): Promise<Buffer> {
  const identity = FIXTURE_IDENTITIES.find((candidate) => candidate.id === 'esp-dni-2');
  const crisp = SHOTS[0];
  if (!identity || !crisp) throw new Error('no fixture esp-dni-2');
  const card = await renderDocument(identity, 'id-back');
  const { width = 0, height = 0 } = await sharp(card).metadata();
  const blot = await sharp({
    create: {
      width: Math.round(width * 0.02),
      height: Math.round(height * 0.34),
      channels: 3,
      background: '#e8e4dc',
    },
  })
    .png()
    .toBuffer();
  const blotted = await sharp(card)
    .composite([{ input: blot, left: Math.round(width * 0.5), top: Math.round(height * 0.66) }])
    .png()
    .toBuffer();
  return (await photograph(blotted, crisp, 1)).jpeg;
}

/**
 * A card-sized invoice photographed on a dark cloth (the crisp shot): a card-shaped
 * outline with dates and names printed on it, and no identity card.
 */
export async function invoicePhoto(): Promise<Buffer> {
  const crisp = SHOTS[0];
  if (!crisp) throw new Error('no crisp shot');
  const lines = [
    ['FACTURA Nº 2026/0042', 34, 'bold'],
    ['Fecha: 12.03.2026', 20, 'normal'],
    ['Vencimiento: 12.04.2026', 20, 'normal'],
    ['JUAN GARCIA LOPEZ', 22, 'bold'],
    ['MARIA FERNANDEZ RUIZ', 20, 'normal'],
    ['Calle Mayor 5, 28013 Madrid', 18, 'normal'],
    ['Suministro eléctrico de febrero', 18, 'normal'],
    ['TOTAL 54,69 €', 22, 'bold'],
  ] as const;
  const text = lines
    .map(
      ([value, size, weight], i) =>
        `<text x="40" y="${60 + i * 58}" font-size="${size}" font-weight="${weight}">${value}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="100%" height="100%" fill="#fbfaf5"/><g font-family="DejaVu Sans" fill="#222">${text}</g></svg>`;
  const page = await sharp(Buffer.from(svg)).png().toBuffer();
  return (await photograph(page, crisp, 8)).jpeg;
}

/**
 * A portrait photograph of a real person (a face of Human's sample screenshot, upscaled to
 * 240 px): face and shoulders at the top left of a plain grey 1280x720 frame, as the
 * vision fixtures' `frame-00.jpg`.
 */
export async function portraitPhoto(): Promise<Buffer> {
  const face = await sharp(path.join(HUMAN_DIR, 'assets', 'screenshot-facematch.jpg'))
    .extract({ left: 0, top: 283, width: 106, height: 107 })
    .resize({ width: 240, kernel: 'lanczos3' })
    .toBuffer();
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: '#7f7f7f' } })
    .composite([{ input: face, left: 80, top: 40 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}
