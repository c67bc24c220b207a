import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformSealer } from '../src/modules/pdf-reports/platform-sealer.ts';
import { pdfsig, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { makeTextPdf } from '../src/modules/sealing/testing/sample-pdfs.ts';
import { loadConfig } from '../src/platform/config.ts';
import { outboundClientFor } from '../src/platform/outbound/outbound-client.ts';

describe('sealing identity from PKCS#12 files named by the environment', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confirma-p12-'));
    const openssl = (...args: string[]) =>
      execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:3072',
      '-nodes',
      '-keyout',
      'seal.key',
      '-out',
      'seal.crt',
      '-days',
      '30',
      '-subj',
      '/CN=Notaría Ejemplo Seal/O=Ejemplo',
      '-addext',
      'keyUsage=critical,digitalSignature,nonRepudiation',
    );
    openssl(
      'pkcs12',
      '-export',
      '-inkey',
      'seal.key',
      '-in',
      'seal.crt',
      '-out',
      'seal.p12',
      '-passout',
      'pass:s3cret',
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('seals with the PKCS#12 certificate (and the generated TSA)', async () => {
    const config = loadConfig({
      DATA_DIR: dir,
      SEAL_P12_PATH: path.join(dir, 'seal.p12'),
      SEAL_P12_PASSWORD: 's3cret',
    });
    const { seal } = await loadPlatformSealer(config, outboundClientFor(config));
    const noValidationData = async () => ({ certs: [], ocsps: [], crls: [] });
    const sealed = await seal(noValidationData)(await makeTextPdf(1), {
      signerName: 'Ana García',
      method: 'OTP',
      evidenceId: 'p12-test',
      box: 'auto',
      locale: 'es',
    });
    const output = pdfsig(writeTemp(dir, 'sealed.pdf', sealed));
    expect(output).toContain('Signature is Valid');
    expect(output).toContain('Signer Certificate Common Name: Notar');
  });
});
