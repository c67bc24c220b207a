import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreatePki } from '../pki/load-or-create-pki.ts';
import type { TPki } from '../pki/pki-types.ts';
import { sealPdf } from '../seal-pdf.ts';
import { SealingError } from '../sealing-error.ts';
import { pdfsig, qpdfCheck, renderGray, writeTemp } from '../testing/pdf-tools.ts';
import { makeTextPdf } from '../testing/sample-pdfs.ts';
import { createLocalTimestamper } from '../tsa/create-time-stamp-token.ts';
import type { TSealField } from './field-appearance.ts';

let dir: string;
let pki: TPki;
const seal = {
  signerName: 'Ana García',
  method: 'OTP',
  evidenceId: 'op-1/signer-1',
  reason: 'Firmado con un código de un solo uso',
  stamp: { page: 1, x: 300, y: 40, width: 250, height: 64 },
} as const;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'field-appearance-'));
  pki = await loadOrCreatePki({ dir: path.join(dir, 'pki') });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DPI = 72;

/** Dark pixels (ink) in a box given in points from the page's lower-left corner. */
function inkIn(file: string, page: number, box: Omit<TSealField, 'page' | 'value'>) {
  const { width, height, pixels } = renderGray(file, page, DPI);
  let dark = 0;
  for (let y = Math.floor(height - box.y - box.height); y < height - box.y; y += 1) {
    for (let x = Math.floor(box.x); x < box.x + box.width && x < width; x += 1) {
      if ((pixels[y * width + x] ?? 255) < 128) dark += 1;
    }
  }
  return dark;
}

describe('the values a signer filled, sealed with their signature', () => {
  it('draws text and a ticked box where they were placed, and the signature stays valid', async () => {
    const pdf = await makeTextPdf(2);
    const name = { page: 1, x: 60, y: 150, width: 200, height: 20 };
    const date = { page: 2, x: 60, y: 160, width: 120, height: 18 };
    const ticked = { page: 2, x: 60, y: 120, width: 14, height: 14 };
    const empty = { page: 2, x: 100, y: 120, width: 14, height: 14 };
    const fields: TSealField[] = [
      { ...name, value: 'Ana García Núñez' },
      { ...date, value: '27/11/2026' },
      { ...ticked, value: true },
      { ...empty, value: false },
    ];
    const timestamp = createLocalTimestamper(pki.tsa);
    const before = writeTemp(dir, 'before.pdf', pdf);
    const sealed = writeTemp(
      dir,
      'sealed.pdf',
      await sealPdf(pdf, { ...seal, fields, pki, timestamp }),
    );

    expect(qpdfCheck(sealed).code).toBe(0);
    expect(pdfsig(sealed)).toContain('Signature is Valid');
    for (const field of [name, date, ticked]) {
      expect(inkIn(before, field.page, field)).toBe(0);
      expect(inkIn(sealed, field.page, field)).toBeGreaterThan(8);
    }
    // (The sample's text ends above y = 210.) The unticked box is a square outline: ink on its edges, less than a ticked one.
    expect(inkIn(sealed, 2, empty)).toBeGreaterThan(0);
    expect(inkIn(sealed, 2, empty)).toBeLessThan(inkIn(sealed, 2, ticked));
  }, 60_000);

  it('refuses a field outside its page before anything is signed', async () => {
    const pdf = await makeTextPdf(1);
    const timestamp = createLocalTimestamper(pki.tsa);
    const outside = { page: 1, x: 590, y: 10, width: 100, height: 20, value: 'x' };
    await expect(sealPdf(pdf, { ...seal, fields: [outside], pki, timestamp })).rejects.toThrow(
      SealingError,
    );
    const nowhere = { page: 3, x: 10, y: 10, width: 100, height: 20, value: 'x' };
    await expect(sealPdf(pdf, { ...seal, fields: [nowhere], pki, timestamp })).rejects.toThrow(
      SealingError,
    );
  }, 60_000);
});
