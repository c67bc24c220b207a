import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { child, children, parseDer, readInt } from '../src/modules/sealing/der/der-reader.ts';
import { OID } from '../src/modules/sealing/der/oids.ts';
import { loadOrCreatePki } from '../src/modules/sealing/pki/load-or-create-pki.ts';
import type { TPki } from '../src/modules/sealing/pki/pki-types.ts';
import { run, writeTemp } from '../src/modules/sealing/testing/pdf-tools.ts';
import { createTimeStampToken } from '../src/modules/sealing/tsa/create-time-stamp-token.ts';
import { handleTimeStampRequest } from '../src/modules/sealing/tsa/handle-time-stamp-request.ts';
import { verifyTimeStampToken } from '../src/modules/sealing/tsa/verify-time-stamp-token.ts';

let dir: string;
let pki: TPki;
let rootFile: string;
let dataFile: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sealing-tsa-'));
  pki = await loadOrCreatePki({ dir: path.join(dir, 'pki') });
  rootFile = path.join(dir, 'pki', 'root-ca.crt.pem');
  dataFile = writeTemp(dir, 'data.txt', new TextEncoder().encode('documento firmado'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `openssl ts -query` with the given extra flags; returns the DER request. */
function query(name: string, flags: string[]): Uint8Array {
  const out = path.join(dir, name);
  run('openssl', ['ts', '-query', '-data', dataFile, ...flags, '-out', out]);
  return readFileSync(out);
}

/** PKIStatusInfo.status of a TimeStampResp. */
const statusOf = (tsr: Uint8Array) => readInt(child(child(parseDer(tsr), 0), 0));

describe('the platform TSA (RFC 3161)', () => {
  it('answers an openssl request with a token openssl verifies (nonce, certReq, ESSCertIDv2)', async () => {
    const tsq = query('req.tsq', ['-sha256', '-cert']);
    const tsr = await handleTimeStampRequest(pki.tsa, tsq);
    expect(statusOf(tsr)).toBe(0n);
    const reply = writeTemp(dir, 'reply.tsr', tsr);
    const verified = run('openssl', [
      'ts',
      '-verify',
      '-in',
      reply,
      '-queryfile',
      path.join(dir, 'req.tsq'),
      '-CAfile',
      rootFile,
    ]);
    expect(verified.stdout).toContain('Verification: OK');
    const text = run('openssl', ['ts', '-reply', '-in', reply, '-text']).stdout;
    expect(text).toContain('Status: Granted.');
    expect(text).toContain(`Policy OID: ${OID.confirmaTsaPolicy}`);
    expect(text).toContain('Accuracy: 0x01 seconds');
    expect(text).toMatch(/Nonce: 0x[0-9A-F]+/);
  });

  it('accepts SHA-512, rejects SHA-1, foreign policies and garbage with a status', async () => {
    expect(statusOf(await handleTimeStampRequest(pki.tsa, query('sha512.tsq', ['-sha512'])))).toBe(
      0n,
    );
    const rejected = [
      query('sha1.tsq', ['-sha1']),
      query('policy.tsq', ['-sha256', '-tspolicy', '1.2.3.4']),
      new TextEncoder().encode('not DER'),
    ];
    for (const tsq of rejected) {
      const tsr = await handleTimeStampRequest(pki.tsa, tsq);
      expect(statusOf(tsr)).toBe(2n); // rejection
      expect(children(parseDer(tsr))).toHaveLength(1); // no token
    }
  });

  it('creates tokens that verify, echo the nonce and reject a wrong imprint or a forged TSTInfo', async () => {
    const imprint = createHash('sha256').update('signature value').digest();
    const token = await createTimeStampToken(pki.tsa, {
      messageImprint: imprint,
      nonce: 987654321n,
    });
    const info = verifyTimeStampToken(token, {
      messageImprint: imprint,
      trustAnchor: pki.root ?? undefined,
    });
    expect(info.nonce).toBe(987654321n);
    expect(info.policy).toBe(OID.confirmaTsaPolicy);
    expect(info.signer.subjectCommonName).toBe('Confirma Time-Stamping Authority');
    expect(() => verifyTimeStampToken(token, { messageImprint: new Uint8Array(32) })).toThrow(
      /imprint/,
    );
    // Change one byte of the imprint inside the encapsulated TSTInfo: the messageDigest breaks.
    const forged = Uint8Array.from(token);
    const at = Buffer.from(forged).indexOf(Buffer.from(imprint));
    forged[at] = (forged[at] ?? 0) ^ 0xff;
    expect(() => verifyTimeStampToken(forged)).toThrow(/messageDigest/);
  });

  it('omits the certificates when the request does not ask for them', async () => {
    const tsr = await handleTimeStampRequest(
      pki.tsa,
      query('nocert.tsq', ['-sha256', '-no_nonce']),
    );
    const token = child(parseDer(tsr), 1);
    const signedData = child(child(token, 1, 0xa0), 0);
    expect(children(signedData).some((node) => node.tag === 0xa0)).toBe(false);
    const verified = verifyTimeStampToken(tsr.subarray(token.start, token.end), {
      tsaCertificate: pki.tsa.certificate,
    });
    expect(verified.nonce).toBeUndefined();
  });
});
