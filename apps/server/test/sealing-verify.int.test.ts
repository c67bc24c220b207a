import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreatePki } from '../src/modules/sealing/pki/load-or-create-pki.ts';
import type { TPki } from '../src/modules/sealing/pki/pki-types.ts';
import { sealPdf, type TSealPdfOptions } from '../src/modules/sealing/seal-pdf.ts';
import { makeTextPdf } from '../src/modules/sealing/testing/sample-pdfs.ts';
import { createLocalTimestamper } from '../src/modules/sealing/tsa/create-time-stamp-token.ts';
import {
  type TVerificationTrust,
  verifyPdfSignatures,
} from '../src/modules/sealing/verify/verify-pdf-signatures.ts';

// The verifier of POST /api/verify against seals made by the sealing engine: two signers,
// a byte flipped inside the signed ranges, bytes appended after the last signature, and a
// seal by a PKI nobody trusts.
let dir: string;
let pki: TPki;
let trust: TVerificationTrust;
let options: TSealPdfOptions;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sealing-verify-'));
  pki = await loadOrCreatePki({ dir: path.join(dir, 'pki') });
  trust = {
    seal: [pki.signing.certificate, ...pki.signing.chain],
    tsa: [pki.tsa.certificate, ...pki.tsa.chain],
  };
  options = {
    pki,
    signerName: 'María José Peña Ibáñez',
    method: 'OTP',
    evidenceId: 'op-1/signer-1',
    reason: 'Firma con código OTP · op-1/signer-1',
    locale: 'es',
    timestamp: createLocalTimestamper(pki.tsa),
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('verifyPdfSignatures', () => {
  it('reports every signature of a twice-sealed PDF valid, trusted and time-stamped', async () => {
    const once = await sealPdf(await makeTextPdf(2), options);
    const twice = await sealPdf(once, { ...options, signerName: 'Second Signer' });
    const report = verifyPdfSignatures(twice, trust);
    expect(report.signatures).toHaveLength(2);
    expect(report.changedAfterSigning).toBe(false);
    const [first, second] = report.signatures;
    expect(first).toMatchObject({
      name: 'María José Peña Ibáñez',
      reason: 'Firma con código OTP · op-1/signer-1',
      integrity: true,
      signatureValid: true,
      trusted: true,
      chainComplete: true,
      certificateValid: true,
      coversWholeDocument: false,
      problems: [],
    });
    expect(second).toMatchObject({
      name: 'Second Signer',
      coversWholeDocument: true,
      problems: [],
    });
    expect(second?.chain.map((item) => item.subject)).toEqual([
      expect.stringContaining('CN=Confirma Platform Seal'),
      expect.stringContaining('Root'),
    ]);
    expect(second?.timeStamp).toMatchObject({ valid: true, trusted: true });
    expect(second?.signingTime).toMatch(/^\d{4}-/);
  });

  it('finds a byte changed inside the signed ranges', async () => {
    const sealed = await sealPdf(await makeTextPdf(1), options);
    const copy = Uint8Array.from(sealed);
    const at = Buffer.from(copy).indexOf('BT', 0, 'latin1');
    copy[at + 3] = (copy[at + 3] ?? 0) ^ 0x01;
    const [signature] = verifyPdfSignatures(copy, trust).signatures;
    expect(signature).toMatchObject({ integrity: false, signatureValid: true });
    expect(signature?.problems).toContain('digest-mismatch');
  });

  it('finds bytes appended after the last signature', async () => {
    const sealed = await sealPdf(await makeTextPdf(1), options);
    const extended = Buffer.concat([sealed, Buffer.from('\n% a change\n%%EOF\n', 'latin1')]);
    const report = verifyPdfSignatures(extended, trust);
    expect(report.changedAfterSigning).toBe(true);
    expect(report.signatures[0]).toMatchObject({ integrity: true, coversWholeDocument: false });
  });

  it('tells a seal by another PKI apart as an unknown signer', async () => {
    const other = await loadOrCreatePki({ dir: path.join(dir, 'other') });
    const sealed = await sealPdf(await makeTextPdf(1), {
      ...options,
      pki: other,
      timestamp: createLocalTimestamper(other.tsa),
    });
    const [signature] = verifyPdfSignatures(sealed, trust).signatures;
    expect(signature).toMatchObject({ integrity: true, signatureValid: true, trusted: false });
    expect(signature?.problems).toEqual(['timestamp-untrusted', 'signer-unknown']);
  });

  it('finds no signature in an unsigned PDF', async () => {
    expect(verifyPdfSignatures(await makeTextPdf(1), trust)).toMatchObject({
      signatures: [],
      changedAfterSigning: false,
    });
  });
});
