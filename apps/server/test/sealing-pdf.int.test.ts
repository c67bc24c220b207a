import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreatePki } from '../src/modules/sealing/pki/load-or-create-pki.ts';
import type { TPki } from '../src/modules/sealing/pki/pki-types.ts';
import { sealPdf, type TSealPdfOptions } from '../src/modules/sealing/seal-pdf.ts';
import { SealingError } from '../src/modules/sealing/sealing-error.ts';
import { pdfsig, qpdfCheck, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { makeLargePdf, makeTextPdf } from '../src/modules/sealing/testing/sample-pdfs.ts';
import { createLocalTimestamper } from '../src/modules/sealing/tsa/create-time-stamp-token.ts';

// Real files, real tools: every sealed PDF goes through poppler's pdfsig (NSS) and qpdf.
let dir: string;
let pki: TPki;
let options: TSealPdfOptions;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sealing-pdf-'));
  pki = await loadOrCreatePki({ dir: path.join(dir, 'pki') });
  options = {
    pki,
    signerName: 'María José Peña Ibáñez',
    method: 'OTP',
    evidenceId: 'ev_7f3a9c21',
    reason: 'Firma con código OTP',
    location: 'Madrid',
    locale: 'es',
    timestamp: createLocalTimestamper(pki.tsa),
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** pdfsig's report split per signature. */
function signatures(file: string): string[] {
  return pdfsig(file)
    .split(/^Signature #\d+:$/m)
    .slice(1);
}

function expectValidSeal(file: string, count = 1) {
  const found = signatures(file);
  expect(found).toHaveLength(count);
  for (const report of found) {
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: Confirma Platform Seal');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
  }
  const check = qpdfCheck(file);
  expect(check.code).toBe(0);
  expect(check.stdout).toContain('No syntax or stream encoding errors found');
}

async function sealTo(name: string, pdf: Uint8Array, extra: Partial<TSealPdfOptions> = {}) {
  const sealed = await sealPdf(pdf, { ...options, ...extra });
  return { sealed, file: writeTemp(dir, name, sealed) };
}

describe('sealPdf', () => {
  it('seals a 1-page PDF with object streams and an xref stream (PDF 1.7)', async () => {
    const original = await makeTextPdf(1, true);
    const { sealed, file } = await sealTo('one-xref-stream.pdf', original);
    expectValidSeal(file);
    expect(pdfsig(file)).toContain('Total document signed');
    // incremental: the original bytes are an untouched prefix
    expect(Buffer.compare(sealed.subarray(0, original.length), original)).toBe(0);
  });

  it('seals a classic xref-table PDF, a qpdf-linearized one and qpdf object streams', async () => {
    const classic = await makeTextPdf(2, false);
    expectValidSeal((await sealTo('classic.pdf', classic)).file);
    const classicFile = writeTemp(dir, 'classic-src.pdf', classic);
    for (const [name, args] of [
      ['linearized.pdf', ['--linearize']],
      ['qpdf-objstm.pdf', ['--object-streams=generate']],
    ] as const) {
      const target = path.join(dir, `src-${name}`);
      execFileSync('qpdf', [...args, classicFile, target]);
      expectValidSeal((await sealTo(name, readFileSync(target))).file);
    }
  });

  it('seals 50 pages and a 10 MB PDF', async () => {
    expectValidSeal((await sealTo('fifty.pdf', await makeTextPdf(50))).file);
    const large = await makeLargePdf();
    expect(large.length).toBeGreaterThan(10 * 1024 * 1024 * 0.95);
    expectValidSeal((await sealTo('large.pdf', large)).file);
  });

  it('detects one changed byte inside the signed range', async () => {
    const { sealed } = await sealTo('tamper-src.pdf', await makeTextPdf(1, false));
    const tampered = Uint8Array.from(sealed);
    const at = Buffer.from(sealed).indexOf('/WinAnsiEncoding'); // inside range 1, still parseable
    tampered[at + 4] = 'X'.charCodeAt(0);
    const report = pdfsig(writeTemp(dir, 'tampered.pdf', tampered));
    expect(report).toContain('Digest Mismatch');
    expect(report).not.toContain('Signature is Valid.');
  });

  it('keeps the first signature valid when the sealed PDF is sealed again', async () => {
    const { sealed } = await sealTo('first.pdf', await makeTextPdf(3));
    const second = await sealPdf(sealed, {
      ...options,
      signerName: 'Second Signer',
      method: 'PLATFORM',
      stamp: { page: 1, x: 300, y: 36, width: 250, height: 64 },
    });
    const file = writeTemp(dir, 'second.pdf', second);
    expectValidSeal(file, 2);
    const [first, last] = signatures(file);
    expect(first).toContain('Not total document signed');
    expect(last).toContain('Total document signed');
    expect(pdfsig(file)).toContain('Signature Field Name: Confirma seal 2');
  });

  it('stacks a second automatic stamp above the first instead of covering it', async () => {
    const { sealed } = await sealTo('auto-1.pdf', await makeTextPdf(1));
    const twice = await sealPdf(sealed, { ...options, signerName: 'Segundo Firmante' });
    const file = writeTemp(dir, 'auto-2.pdf', twice);
    expectValidSeal(file, 2);
    const rects = [
      ...Buffer.from(twice)
        .toString('latin1')
        .matchAll(/\/FT \/Sig .*?\/Rect \[([^\]]+)\]/g),
    ];
    const [a, b] = rects.map((match) => (match[1] ?? '').split(' ').map(Number));
    expect(a?.[3]).toBeLessThanOrEqual(b?.[1] ?? 0); // the second box starts above the first
  });

  it('can seal without a visible stamp', async () => {
    const { sealed, file } = await sealTo('invisible.pdf', await makeTextPdf(1), { stamp: 'none' });
    expectValidSeal(file);
    expect(Buffer.from(sealed).toString('latin1')).toMatch(/\/FT \/Sig .*\/Rect \[0 0 0 0\] >>/);
  });

  it('refuses encrypted PDFs and non-PDFs with a typed error', async () => {
    const source = writeTemp(dir, 'plain.pdf', await makeTextPdf(1));
    const encrypted = path.join(dir, 'encrypted.pdf');
    execFileSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', source, encrypted]);
    const refusal = await sealPdf(readFileSync(encrypted), options).catch((error) => error);
    expect(refusal).toBeInstanceOf(SealingError);
    expect(refusal).toMatchObject({
      failure: 'ENCRYPTED_PDF',
      code: 'VALIDATION_FAILED',
      status: 400,
    });
    const notPdf = await sealPdf(new TextEncoder().encode('hello'), options).catch(
      (error) => error,
    );
    expect(notPdf).toMatchObject({ failure: 'INVALID_PDF' });
  });

  it('fails visibly when the time stamp fails, and refuses a box outside the page', async () => {
    const pdf = await makeTextPdf(1);
    const noTsa = await sealPdf(pdf, {
      ...options,
      timestamp: () => Promise.reject(new Error('TSA down')),
    }).catch((error) => error);
    expect(noTsa).toMatchObject({ failure: 'TIMESTAMP_FAILED', status: 500 });
    const badBox = await sealPdf(pdf, {
      ...options,
      stamp: { page: 2, x: 0, y: 0, width: 100, height: 40 },
    }).catch((error) => error);
    expect(badBox).toMatchObject({ failure: 'INVALID_STAMP' });
  });
});
