import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { outboundClientFor } from '../../platform/outbound/outbound-client.ts';
import { makeTextPdf } from '../sealing/testing/sample-pdfs.ts';
import { loadPlatformSealer, type TPlatformSealer } from './platform-sealer.ts';

// A stored PDF of 250,000 objects took 5 s to parse: whatever seals it must not be the
// thread that answers requests. pdf-lib's parse is PDFDocument.load, here spied on in this
// thread (a worker thread has its own copy of the module).
let dir: string;
let sealer: TPlatformSealer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-sealer-'));
  const config = loadConfig({ DATA_DIR: dir });
  sealer = await loadPlatformSealer(config, outboundClientFor(config));
}, 60_000);
afterAll(async () => {
  await sealer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A DSS with nothing in it: these seals stop before one. */
const noValidationData = async () => ({ certs: [], ocsps: [], crls: [] });

describe('the platform sealer', () => {
  it('never parses a PDF on the calling thread: the signature seal and the report seal', async () => {
    const pdf = await makeTextPdf(1);
    const load = vi.spyOn(PDFDocument, 'load');
    try {
      const signed = await sealer.seal(noValidationData)(pdf, {
        signerName: 'Ana García',
        method: 'OTP',
        evidenceId: 'op-1/signer-1',
        box: 'auto',
        locale: 'es',
      });
      const report = await sealer.sealPdf(pdf, {
        signerName: 'Confirma',
        method: 'PLATFORM',
        evidenceId: 'report-1',
        reason: 'Report sealed by the platform',
      });
      expect(load).not.toHaveBeenCalled();
      for (const sealed of [signed, report]) {
        expect(Buffer.compare(sealed.subarray(0, pdf.length), pdf)).toBe(0);
        expect(Buffer.from(sealed).includes('/ETSI.CAdES.detached')).toBe(true);
      }
    } finally {
      load.mockRestore();
    }
  }, 60_000);
});
