import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OID } from '../der/oids.ts';
import { run, writeTemp } from '../testing/pdf-tools.ts';
import { pkiUrls, statusLocations } from './certificate-extensions.ts';
import { serialHexOf } from './certificate-info.ts';
import { CRL_REASON, createCrl } from './create-crl.ts';
import { createSignerCertificate } from './create-signer-certificate.ts';
import { PKI_FILES } from './generate-pki.ts';
import { loadOrCreatePki } from './load-or-create-pki.ts';
import { createOcspRequest, OcspRequestError, parseOcspRequest } from './ocsp-request.ts';
import { createOcspResponse, ocspErrorResponse } from './ocsp-response.ts';
import type { TCertifiedKey, TPki } from './pki-types.ts';

let dir: string;
let pki: TPki;
let ca: TCertifiedKey;
let responder: TCertifiedKey;
let rootFile: string;
let signer: TCertifiedKey;
let signerFile: string;
const urls = pkiUrls('https://firma.example.com/');
const HOUR = 3600_000;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pki-revocation-'));
  pki = await loadOrCreatePki({
    dir: path.join(dir, 'pki'),
    publicUrl: 'https://firma.example.com',
  });
  if (!pki.ca || !pki.ocsp) throw new Error('a generated PKI has a CA and a responder');
  ca = pki.ca;
  responder = pki.ocsp;
  rootFile = path.join(dir, 'pki', PKI_FILES.root.cert);
  const now = Date.now();
  signer = await createSignerCertificate({
    ca,
    urls,
    fullName: 'María José Pérez Núñez',
    identifiers: [
      { kind: 'document', value: '12345678z', documentType: 'IDC', country: 'es' },
      { kind: 'phone', value: '+34 600 111 222' },
      { kind: 'email', value: 'maria@example.com' },
    ],
    level: 'identification',
    notBefore: new Date(now - 60_000),
    notAfter: new Date(now + HOUR),
  });
  signerFile = writeTemp(dir, 'signer.pem', new TextEncoder().encode(signer.certificate.pem));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const openssl = (args: string[]) => run('openssl', args);

/** `openssl ocsp -respin` over an answer, checked against the root. */
function readResponse(name: string, der: Uint8Array, extra: string[] = []) {
  const file = writeTemp(dir, name, der);
  const args = ['ocsp', '-respin', file, '-issuer', rootFile, '-CAfile', rootFile, '-resp_text'];
  const result = openssl([...args, ...extra]);
  return `${result.stdout}\n${result.stderr}`;
}

describe('the signer profile', () => {
  it('names the person and what was verified, the level policy, AIA and CRLDP; openssl verifies it', () => {
    const text = openssl(['x509', '-in', signerFile, '-noout', '-text', '-nameopt', 'utf8']).stdout;
    expect(text).toContain(
      'Subject: CN=María José Pérez Núñez, serialNumber=IDCES-12345678Z, telephoneNumber=+34600111222, emailAddress=maria@example.com',
    );
    expect(text).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/);
    expect(text).toMatch(/Extended Key Usage: \s+1\.3\.6\.1\.5\.5\.7\.3\.36, E-mail Protection/);
    expect(text).toContain(`Policy: ${OID.signerPolicyIdentification}`);
    expect(text).toContain('OCSP - URI:https://firma.example.com/api/pki/ocsp');
    expect(text).toContain('CA Issuers - URI:https://firma.example.com/api/pki/root.crt');
    expect(text).toMatch(
      /CRL Distribution Points: \s+Full Name:\s+URI:https:\/\/firma\.example\.com\/api\/pki\/root\.crl/,
    );
    expect(text).toContain('email:maria@example.com');
    expect(text).toMatch(/Serial Number:\s+([0-9a-f]{2}:){15}[0-9a-f]{2}/);
    const verified = openssl(['verify', '-CAfile', rootFile, '-purpose', 'any', signerFile]);
    expect(verified.stdout).toContain(': OK');
    expect(statusLocations(signer.certificate)).toEqual({
      ocsp: [urls.ocsp],
      caIssuers: [urls.caIssuers],
      crl: [urls.crl],
    });
  });

  it('gives the seal and the TSA status URLs when generated with a public URL', () => {
    for (const leaf of [pki.signing, pki.tsa]) {
      expect(statusLocations(leaf.certificate)).toEqual({
        ocsp: [urls.ocsp],
        caIssuers: [urls.caIssuers],
        crl: [urls.crl],
      });
    }
  });
});

describe('the OCSP responder identity', () => {
  it('is issued by the root for OCSP signing only, with ocsp-nocheck, for two years', () => {
    const file = path.join(dir, 'pki', PKI_FILES.ocsp.cert);
    const text = openssl(['x509', '-in', file, '-noout', '-text']).stdout;
    expect(text).toMatch(/Extended Key Usage: critical\s+OCSP Signing/);
    expect(text).toContain('OCSP No Check');
    expect(text).not.toContain('Authority Information Access');
    expect(
      openssl(['verify', '-CAfile', rootFile, '-purpose', 'ocsphelper', file]).stdout,
    ).toContain(': OK');
    const days = (responder.certificate.notAfter.getTime() - Date.now()) / (24 * HOUR);
    expect(days).toBeGreaterThan(729);
    expect(days).toBeLessThan(732);
    expect(statSync(path.join(dir, 'pki', PKI_FILES.ocsp.key)).mode & 0o777).toBe(0o600);
  });

  it('is issued on load when missing (an older PKI), kept after, renewed within 30 days of its end', async () => {
    const pkiDir = path.join(dir, 'older');
    const before = await loadOrCreatePki({ dir: pkiDir });
    rmSync(path.join(pkiDir, PKI_FILES.ocsp.cert));
    const [first, racing] = await Promise.all([
      loadOrCreatePki({ dir: pkiDir }),
      loadOrCreatePki({ dir: pkiDir }),
    ]);
    expect(first.ocsp?.certificate.pem).not.toBe(before.ocsp?.certificate.pem);
    expect(first.signing.certificate.pem).toBe(before.signing.certificate.pem);
    expect(racing.ocsp?.certificate.pem).toBe(first.ocsp?.certificate.pem);
    const again = await loadOrCreatePki({ dir: pkiDir });
    expect(again.ocsp?.certificate.pem).toBe(first.ocsp?.certificate.pem);
    const late = new Date(Date.now() + (730 - 20) * 24 * HOUR);
    const renewed = await loadOrCreatePki({ dir: pkiDir, now: late });
    expect(renewed.ocsp?.certificate.pem).not.toBe(first.ocsp?.certificate.pem);
    const onDisk = readFileSync(path.join(pkiDir, PKI_FILES.ocsp.cert), 'utf8');
    expect(onDisk).toBe(renewed.ocsp?.certificate.pem);
  });
});

describe('OCSP (RFC 6960)', () => {
  const requestFor = (name: string, extra: string[]) => {
    const out = path.join(dir, name);
    openssl(['ocsp', ...extra, '-issuer', rootFile, '-cert', signerFile, '-reqout', out]);
    return new Uint8Array(readFileSync(out));
  };

  it("reads openssl's requests, SHA-1 and SHA-256, with their nonce", () => {
    const sha1 = parseOcspRequest(requestFor('sha1.req', []));
    expect(sha1.requests).toHaveLength(1);
    expect(sha1.requests[0]?.serialHex).toBe(serialHexOf(signer.certificate));
    expect(sha1.requests[0]?.hashAlgorithm).toBe('sha1');
    expect(sha1.nonce?.length).toBeGreaterThan(8);
    const sha256 = parseOcspRequest(requestFor('sha256.req', ['-sha256', '-no_nonce']));
    expect(sha256.requests[0]?.hashAlgorithm).toBe('sha256');
    expect(sha256.requests[0]?.issuerKeyHash).toHaveLength(32);
    expect(sha256.nonce).toBeUndefined();
    const ours = parseOcspRequest(
      createOcspRequest(signer.certificate, ca.certificate, { nonce: Uint8Array.of(1, 2, 3) }),
    );
    expect(ours.requests[0]).toEqual(sha1.requests[0]);
    expect(ours.nonce).toEqual(Uint8Array.of(4, 3, 1, 2, 3)); // extnValue: OCTET STRING nonce
  });

  it('rejects what is not an OCSPRequest with a typed error', () => {
    const good = requestFor('good.req', ['-no_nonce']);
    const truncated = good.subarray(0, good.length - 3);
    const md5 = Uint8Array.from(good);
    md5[Buffer.from(md5).indexOf(Buffer.from('2b0e03021a', 'hex')) + 4] = 0x1b; // 1.3.14.3.2.27
    for (const bad of [
      new TextEncoder().encode('garbage'),
      truncated,
      md5,
      Uint8Array.of(0x30, 0),
    ]) {
      expect(() => parseOcspRequest(bad)).toThrow(OcspRequestError);
    }
  });

  it('answers good and revoked (time, reason) with a response openssl verifies, the nonce echoed', async () => {
    const request = parseOcspRequest(requestFor('nonce.req', []));
    const now = new Date();
    const base = {
      responder,
      issuer: ca.certificate,
      producedAt: now,
      thisUpdate: now,
      nextUpdate: new Date(now.getTime() + HOUR),
      ...(request.nonce ? { nonce: request.nonce } : {}),
    };
    const serialHex = serialHexOf(signer.certificate);
    const good = await createOcspResponse({ ...base, entries: [{ serialHex, status: 'good' }] });
    // -reqin: openssl compares the answer's nonce with the request's.
    const reqin = path.join(dir, 'nonce.req');
    const goodText = readResponse('good.resp', good, ['-reqin', reqin]);
    expect(goodText).toContain('Response verify OK');
    expect(goodText).toContain('Cert Status: good');
    expect(goodText).toContain('OCSP Nonce');
    expect(goodText).not.toMatch(/nonce verify error|no nonce/i);
    const byCert = readResponse('good.resp', good, ['-cert', signerFile, '-no_nonce']);
    expect(byCert).toMatch(/signer\.pem: good/);
    const revokedAt = new Date(Date.UTC(2031, 4, 6, 7, 8, 9));
    const revoked = await createOcspResponse({
      ...base,
      hashAlgorithm: 'sha256',
      entries: [{ serialHex, status: { revokedAt, reason: CRL_REASON.keyCompromise } }],
    });
    const revokedText = readResponse('revoked.resp', revoked, [
      '-sha256',
      '-cert',
      signerFile,
      '-no_nonce',
    ]);
    expect(revokedText).toContain('Response verify OK');
    expect(revokedText).toContain('Cert Status: revoked');
    expect(revokedText).toContain('Revocation Time: May  6 07:08:09 2031 GMT');
    expect(revokedText).toContain('Revocation Reason: keyCompromise (0x1)');
    const unknown = await createOcspResponse({
      ...base,
      entries: [{ serialHex: 'abc', status: 'unknown' }],
    });
    expect(readResponse('unknown.resp', unknown)).toContain('Cert Status: unknown');
  });

  it('fails verification when a byte of the answer changes', async () => {
    const now = new Date();
    const serialHex = serialHexOf(signer.certificate);
    const answer = await createOcspResponse({
      responder,
      issuer: ca.certificate,
      producedAt: now,
      thisUpdate: now,
      nextUpdate: new Date(now.getTime() + HOUR),
      entries: [{ serialHex, status: 'good' }],
    });
    const forged = Uint8Array.from(answer);
    const at = Buffer.from(forged).indexOf(Buffer.from([0x80, 0x00, 0x18])); // good, thisUpdate
    forged[at] = 0x82; // → unknown
    expect(readResponse('forged.resp', forged)).not.toContain('Response verify OK');
  });

  it('writes bodiless answers for errors', () => {
    expect(readResponse('malformed.resp', ocspErrorResponse('malformedRequest'))).toContain(
      'malformedrequest (1)',
    );
    expect(readResponse('unauthorized.resp', ocspErrorResponse('unauthorized'))).toContain(
      'unauthorized (6)',
    );
  });
});

describe('CRL (RFC 5280)', () => {
  it('lists the revoked serials with time and reason, signed by the root; openssl verifies it', async () => {
    const now = new Date();
    const serialHex = serialHexOf(signer.certificate);
    const crl = await createCrl({
      issuer: ca,
      revoked: [
        { serialHex, revokedAt: new Date(Date.UTC(2031, 0, 2, 3, 4, 5)), reason: 1 },
        { serialHex: '0a0b', revokedAt: now },
      ],
      thisUpdate: now,
      nextUpdate: new Date(now.getTime() + 24 * HOUR),
      crlNumber: 1234n,
    });
    const file = writeTemp(dir, 'root.crl', crl);
    const result = openssl([
      'crl',
      '-inform',
      'DER',
      '-in',
      file,
      '-noout',
      '-text',
      '-verify',
      '-CAfile',
      rootFile,
    ]);
    expect(result.stderr).toContain('verify OK');
    expect(result.stdout).toContain('Version 2 (0x1)');
    expect(result.stdout).toMatch(/X509v3 CRL Number: \s+1234/);
    expect(result.stdout).toContain('X509v3 Authority Key Identifier');
    expect(result.stdout).toContain(`Serial Number: ${serialHex.toUpperCase()}`);
    expect(result.stdout).toContain('Key Compromise');
    expect(result.stdout).toContain('Serial Number: 0A0B');
    const empty = await createCrl({
      issuer: ca,
      revoked: [],
      thisUpdate: now,
      nextUpdate: new Date(now.getTime() + HOUR),
      crlNumber: 1235n,
    });
    const emptyFile = writeTemp(dir, 'empty.crl', empty);
    const emptyResult = openssl([
      'crl',
      '-inform',
      'DER',
      '-in',
      emptyFile,
      '-noout',
      '-text',
      '-verify',
      '-CAfile',
      rootFile,
    ]);
    expect(emptyResult.stderr).toContain('verify OK');
    expect(emptyResult.stdout).toContain('No Revoked Certificates.');
  });
});
