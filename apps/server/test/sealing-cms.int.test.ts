import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/modules/sealing/cms/build-signed-data.ts';
import { parseSignedData, verifySignerInfo } from '../src/modules/sealing/cms/parse-signed-data.ts';
import { encoded } from '../src/modules/sealing/der/der-reader.ts';
import { OID } from '../src/modules/sealing/der/oids.ts';
import { loadOrCreatePki } from '../src/modules/sealing/pki/load-or-create-pki.ts';
import type { TPki } from '../src/modules/sealing/pki/pki-types.ts';
import { sealPdf } from '../src/modules/sealing/seal-pdf.ts';
import { signaturePng } from '../src/modules/sealing/testing/encode-png.ts';
import {
  dumpSignatures,
  renderGray,
  run,
  signedContent,
  writeTemp,
} from '../src/modules/sealing/testing/pdf-tools.ts';
import { makeTextPdf } from '../src/modules/sealing/testing/sample-pdfs.ts';
import { createLocalTimestamper } from '../src/modules/sealing/tsa/create-time-stamp-token.ts';
import { verifyTimeStampToken } from '../src/modules/sealing/tsa/verify-time-stamp-token.ts';

let dir: string;
let pki: TPki;
let file: string;
let sealed: Uint8Array;
const box = { page: 1, x: 56, y: 80, width: 220, height: 70 };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sealing-cms-'));
  pki = await loadOrCreatePki({ dir: path.join(dir, 'pki') });
  sealed = await sealPdf(await makeTextPdf(1), {
    pki,
    stamp: box,
    signerName: 'Giulia Bianchi',
    method: 'HANDWRITTEN',
    evidenceId: 'ev_1b2c3d4e',
    reason: 'Firma autografa',
    locale: 'it',
    image: signaturePng(),
    timestamp: createLocalTimestamper(pki.tsa),
  });
  file = writeTemp(dir, 'handwritten.pdf', sealed);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the PAdES B-T signature', () => {
  it('has exactly contentType, messageDigest and signing-certificate-v2 signed, no signingTime', () => {
    const [cms] = dumpSignatures(file);
    const parsed = parseSignedData(cms ?? new Uint8Array());
    expect(parsed.eContentType).toBe(OID.data);
    expect(parsed.eContent).toBeUndefined();
    expect([...parsed.attributes.keys()].sort()).toEqual(
      [OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort(),
    );
    expect(parsed.attributes.has(OID.signingTime)).toBe(false);
    const signer = verifySignerInfo(parsed, sha256(signedContent(sealed, 0)));
    expect(signer.subjectCommonName).toBe('Confirma Platform Seal');
  });

  it('carries a signature time stamp over the signature value that verifies', () => {
    const parsed = parseSignedData(dumpSignatures(file)[0] ?? new Uint8Array());
    const tokenNode = parsed.unsignedAttributes.get(OID.signatureTimeStampToken);
    expect(tokenNode).toBeDefined();
    const token = encoded(tokenNode as NonNullable<typeof tokenNode>);
    const imprint = sha256(parsed.signature);
    const info = verifyTimeStampToken(token, {
      messageImprint: imprint,
      trustAnchor: pki.root ?? undefined,
    });
    expect(Math.abs(info.genTime.getTime() - Date.now())).toBeLessThan(60_000);
    const tokenFile = writeTemp(dir, 'token.der', token);
    const rootFile = writeTemp(dir, 'root.pem', new TextEncoder().encode(pki.root?.pem));
    const args = [
      'ts',
      '-verify',
      '-token_in',
      '-in',
      tokenFile,
      '-digest',
      Buffer.from(imprint).toString('hex'),
    ];
    const openssl = run('openssl', [...args, '-CAfile', rootFile]);
    expect(openssl.stdout).toContain('Verification: OK');
  });

  it('verifies with openssl cms against the platform root', () => {
    const cmsFile = writeTemp(dir, 'sig.p7s', dumpSignatures(file)[0] ?? new Uint8Array());
    const content = writeTemp(dir, 'content.bin', signedContent(sealed, 0));
    const rootFile = writeTemp(dir, 'root.pem', new TextEncoder().encode(pki.root?.pem));
    const args = [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      cmsFile,
      '-content',
      content,
    ];
    const result = run('openssl', [
      ...args,
      '-CAfile',
      rootFile,
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ]);
    expect(result.stderr).toContain('Verification successful');
  });

  it('is trusted by NSS once the platform root is trusted', () => {
    // Never skipped: a machine without certutil fails here, as it does without pdfsig.
    expect(
      run('sh', ['-c', 'command -v certutil']).code,
      "certutil is missing: install Debian's libnss3-tools (.ci/run does)",
    ).toBe(0);
    const nss = path.join(dir, 'nssdb');
    run('mkdir', ['-p', nss]);
    expect(run('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']).code).toBe(0);
    const rootFile = writeTemp(dir, 'root.pem', new TextEncoder().encode(pki.root?.pem));
    const added = run('certutil', [
      '-A',
      '-d',
      `sql:${nss}`,
      '-n',
      'confirma-root',
      '-t',
      'C,C,C',
      '-i',
      rootFile,
    ]);
    expect(added.code, added.stderr).toBe(0);
    expect(run('pdfsig', ['-nssdir', `sql:${nss}`, file]).stdout).toContain(
      'Certificate is Trusted.',
    );
  });
});

describe('the visible stamp', () => {
  it('is drawn inside its box and nowhere else', () => {
    // At 72 dpi one pixel is one point; PDF y grows upwards, image rows downwards.
    const { width, height, pixels } = renderGray(file, 1, 72);
    const dark = (x0: number, y0: number, x1: number, y1: number) => {
      let count = 0;
      for (let y = Math.round(height - y1); y < Math.round(height - y0); y += 1) {
        for (let x = x0; x < x1; x += 1) if ((pixels[y * width + x] ?? 255) < 128) count += 1;
      }
      return count;
    };
    const inside = dark(box.x + 3, box.y + 3, box.x + box.width - 3, box.y + box.height - 3);
    expect(inside).toBeGreaterThan(400); // the drawing and five lines of text
    expect(dark(box.x + box.width + 2, box.y, width - 20, box.y + box.height)).toBe(0);
    expect(dark(box.x, 20, box.x + box.width, box.y - 2)).toBe(0);
  });
});
