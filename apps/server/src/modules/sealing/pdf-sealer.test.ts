import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPdfSealer, type TPdfSealer } from './pdf-sealer.ts';
import { loadOrCreatePki } from './pki/load-or-create-pki.ts';
import type { TPki } from './pki/pki-types.ts';
import { SealingError } from './sealing-error.ts';
import { signaturePng } from './testing/encode-png.ts';
import { makeTextPdf } from './testing/sample-pdfs.ts';
import { createLocalTimestamper } from './tsa/create-time-stamp-token.ts';
import { verifyPdfSignatures } from './verify/verify-pdf-signatures.ts';

let dir: string;
let pki: TPki;
let sealer: TPdfSealer;
const fields = {
  signerName: 'Ana García',
  method: 'OTP',
  evidenceId: 'op-1/signer-1',
  reason: 'Signed with a one-time code',
} as const;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pdf-sealer-'));
  pki = await loadOrCreatePki({ dir: path.join(dir, 'pki') });
  sealer = createPdfSealer({
    pki,
    timestamp: createLocalTimestamper(pki.tsa),
    workers: 1,
    heapMb: 128,
    timeoutMs: 60_000,
  });
}, 60_000);
afterAll(async () => {
  await sealer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('createPdfSealer', () => {
  it('reads the PDF in a seal thread, never in this one, and seals it', async () => {
    const pdf = await makeTextPdf(2);
    const load = vi.spyOn(PDFDocument, 'load');
    try {
      const sealed = await sealer.seal(pdf, { ...fields, image: signaturePng() });
      expect(load).not.toHaveBeenCalled();
      expect(Buffer.compare(sealed.subarray(0, pdf.length), pdf)).toBe(0);
      const trust = { seal: [pki.signing.certificate], tsa: [pki.tsa.certificate] };
      const [signature, ...others] = verifyPdfSignatures(sealed, trust).signatures;
      expect(others).toEqual([]);
      expect(signature).toMatchObject({
        reason: fields.reason,
        integrity: true,
        signatureValid: true,
        coversWholeDocument: true,
      });
      expect(signature?.timeStamp?.valid).toBe(true);
    } finally {
      load.mockRestore();
    }
  }, 60_000);

  it('prepares a plan in a seal thread and appends its updates here; re-time-stamps too', async () => {
    const pdf = await makeTextPdf(1);
    const load = vi.spyOn(PDFDocument, 'load');
    try {
      const plan = {
        platformSeal: { reason: 'Sealed by Confirma', name: 'Confirma' },
        longTerm: async () => ({ certs: [], ocsps: [], crls: [] }),
      };
      const sealed = await sealer.seal(pdf, fields, plan);
      const extended = await sealer.extend(sealed, plan.longTerm);
      expect(load).not.toHaveBeenCalled();
      expect(Buffer.compare(extended.subarray(0, sealed.length), sealed)).toBe(0);
      const trust = { seal: [pki.signing.certificate], tsa: [pki.tsa.certificate] };
      const report = verifyPdfSignatures(extended, trust);
      expect(report.signatures.map((item) => [item.kind, item.integrity, item.problems])).toEqual([
        ['signature', true, []],
        ['signature', true, []],
        ['document-time-stamp', true, []],
        ['document-time-stamp', true, []],
      ]);
      expect(report.changedAfterSigning).toBe(false);
    } finally {
      load.mockRestore();
    }
  }, 60_000);

  it("answers the engine's refusals as the engine's typed errors", async () => {
    const text = new TextEncoder().encode('not a PDF at all');
    const notPdf = await sealer.seal(text, fields).catch((error: unknown) => error);
    expect(notPdf).toBeInstanceOf(SealingError);
    expect(notPdf).toMatchObject({ failure: 'INVALID_PDF', code: 'VALIDATION_FAILED' });
    const badImage = await sealer
      .seal(await makeTextPdf(1), { ...fields, image: text })
      .catch((error: unknown) => error);
    expect(badImage).toMatchObject({ failure: 'INVALID_STAMP', code: 'VALIDATION_FAILED' });
  }, 60_000);
});
