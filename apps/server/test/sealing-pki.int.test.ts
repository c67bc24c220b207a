import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PKI_FILES } from '../src/modules/sealing/pki/generate-pki.ts';
import { loadOrCreatePki } from '../src/modules/sealing/pki/load-or-create-pki.ts';
import { sealPdf } from '../src/modules/sealing/seal-pdf.ts';
import { pdfsig, run, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { makeTextPdf } from '../src/modules/sealing/testing/sample-pdfs.ts';
import { createLocalTimestamper } from '../src/modules/sealing/tsa/create-time-stamp-token.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sealing-pki-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const x509Text = (file: string) => run('openssl', ['x509', '-in', file, '-noout', '-text']).stdout;

describe('loadOrCreatePki', () => {
  it('generates a root CA, a seal and a TSA certificate once, keys private, then reloads them', async () => {
    const pkiDir = path.join(dir, 'generated');
    const [first, racing] = await Promise.all([
      loadOrCreatePki({ dir: pkiDir }),
      loadOrCreatePki({ dir: pkiDir }),
    ]);
    const again = await loadOrCreatePki({ dir: pkiDir });
    for (const other of [racing, again]) {
      expect(other.signing.certificate.pem).toBe(first.signing.certificate.pem);
      expect(other.tsa.certificate.pem).toBe(first.tsa.certificate.pem);
    }
    for (const { key } of Object.values(PKI_FILES)) {
      expect(statSync(path.join(pkiDir, key)).mode & 0o777).toBe(0o600);
    }
    const root = path.join(pkiDir, PKI_FILES.root.cert);
    const years =
      (first.root?.notAfter.getUTCFullYear() ?? 0) - (first.root?.notBefore.getUTCFullYear() ?? 0);
    expect(years).toBe(10);
    expect(x509Text(root)).toMatch(/Basic Constraints: critical\s+CA:TRUE/);
    const seal = x509Text(path.join(pkiDir, PKI_FILES.signing.cert));
    expect(seal).toContain('Subject: O = Confirma, CN = Confirma Platform Seal');
    expect(seal).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/);
    expect(seal).toMatch(/Extended Key Usage: \s+1\.3\.6\.1\.5\.5\.7\.3\.36, E-mail Protection/);
    expect(x509Text(path.join(pkiDir, PKI_FILES.tsa.cert))).toMatch(
      /Extended Key Usage: critical\s+Time Stamping/,
    );
    for (const leaf of [PKI_FILES.signing.cert, PKI_FILES.tsa.cert]) {
      const verified = run('openssl', ['verify', '-CAfile', root, path.join(pkiDir, leaf)]);
      expect(verified.stdout).toContain(': OK');
    }
  });

  it('loads RSA-3072 identities from PKCS#12 files and seals with them', async () => {
    const source = path.join(dir, 'rsa');
    await loadOrCreatePki({ dir: source, keyType: 'RSA-3072' });
    const p12 = (slot: 'signing' | 'tsa') => {
      const out = path.join(dir, `${slot}.p12`);
      const files = PKI_FILES[slot];
      execFileSync('openssl', [
        'pkcs12',
        '-export',
        '-passout',
        'pass:s3cret',
        '-out',
        out,
        '-inkey',
        path.join(source, files.key),
        '-in',
        path.join(source, files.cert),
        '-certfile',
        path.join(source, PKI_FILES.root.cert),
      ]);
      return { path: out, password: 's3cret' };
    };
    const pki = await loadOrCreatePki({
      dir: path.join(dir, 'unused'),
      p12: { signing: p12('signing'), tsa: p12('tsa') },
    });
    expect(pki.root).toBeNull();
    expect(pki.signing.key.kind === 'local' && pki.signing.key.privateKey.asymmetricKeyType).toBe(
      'rsa',
    );
    expect(pki.signing.chain.map((c) => c.subjectCommonName)).toEqual([
      'Confirma Platform Root CA',
    ]);
    const sealed = await sealPdf(await makeTextPdf(1), {
      pki,
      signerName: 'Ana Ruiz',
      method: 'PLATFORM',
      evidenceId: 'ev_rsa',
      reason: 'Acta de evidencias',
      timestamp: createLocalTimestamper(pki.tsa),
    });
    const report = pdfsig(writeTemp(dir, 'rsa.pdf', sealed));
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Signer Certificate Common Name: Confirma Platform Seal');
    const wrong = await loadOrCreatePki({
      dir: path.join(dir, 'unused'),
      p12: { signing: { path: path.join(dir, 'signing.p12'), password: 'nope' }, tsa: p12('tsa') },
    }).catch((error) => error);
    expect(wrong).toMatchObject({ failure: 'PKI_UNAVAILABLE' });
  });
});
