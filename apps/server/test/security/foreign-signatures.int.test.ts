import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TVerifyResult } from '@confirma/contracts/verify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signedElsewhere,
  signedWithoutAttributes,
} from '../../src/modules/sealing/testing/foreign-signatures.ts';
import { createOpensslCa, type TOpensslCa } from '../../src/modules/sealing/testing/openssl-ca.ts';
import { makeTextPdf } from '../../src/modules/sealing/testing/sample-pdfs.ts';
import {
  checkPdf,
  createdOperation,
  fetchDocument,
  invitationToken,
  PHONE,
  prepareOtpSignature,
} from '../support/operations.ts';
import { uploadingSender } from '../support/uploads.ts';
import { useTestServer } from '../support/use-test-server.ts';

/**
 * Where another CA's certificates say to ask about them: it records every request and
 * never answers, as a slow or hostile address would (the connection is held open).
 */
async function silentStatusService() {
  const requests: string[] = [];
  const server = http.createServer((request) => {
    requests.push(`${request.method} ${request.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What the public verification says of each signature of `pdf`. */
async function verifiedSignatures(url: string, pdf: Uint8Array) {
  const answer = await fetch(`${url}/api/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: new Uint8Array(pdf),
  });
  return ((await answer.json()) as TVerifyResult).signatures ?? [];
}

/** pdfsig's report split per signature. */
const reports = (pdf: Uint8Array) =>
  checkPdf(pdf)
    .pdfsig.split(/^Signature #\d+:$/m)
    .slice(1);

// A sender uploads a PDF that someone else signed first, with certificates naming OCSP and
// CRL addresses the sender chose (here a local service that never answers). The seal keeps
// that signature and gathers revocation data for the platform's own chain and its TSA only:
// nothing in an uploaded file makes the server fetch a URL.
describe('a PDF signed elsewhere before it was uploaded', () => {
  const server = useTestServer();
  let status: Awaited<ReturnType<typeof silentStatusService>>;
  let dir: string;
  let ca: TOpensslCa;

  beforeAll(async () => {
    status = await silentStatusService();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foreign-signatures-'));
    ca = createOpensslCa(path.join(dir, 'ca'), { statusBase: `${status.base}/pki` });
  });
  afterAll(async () => {
    await status?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Uploads `pdf` and the signer signs it with an SMS code: answered 200 with nothing asked
   * of the status service; the signed PDF keeps the original bytes, and pdfsig finds its
   * four signatures (the one it came with, the signer's, the seal, the document time
   * stamp), the first three valid.
   */
  async function uploadAndSign(pdf: Uint8Array, email: string) {
    const sender = await uploadingSender(server(), email, 5);
    const { operationId, documentId } = await createdOperation(await sender.upload(pdf));
    const token = await invitationToken(server(), 'signer@example.com');
    const verify = await prepareOtpSignature(server(), operationId, documentId, token, PHONE);
    const answer = await verify();
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(status.requests).toEqual([]);
    const bytes = await fetchDocument(server(), operationId, documentId, token);
    expect(Buffer.compare(bytes.subarray(0, pdf.length), pdf)).toBe(0);
    const found = reports(bytes);
    expect(found).toHaveLength(4);
    for (const report of found.slice(0, 3)) {
      expect(report).toContain('Signature Validation: Signature is Valid.');
    }
    return { bytes, reports: found };
  }

  it('is signed without one request to the addresses its certificates name, and keeps that signature', async () => {
    const pdf = await signedElsewhere(await makeTextPdf(1), ca);
    const { bytes, reports: found } = await uploadAndSign(pdf, 'ssrf-sender@example.com');
    expect(found[0]).toContain('Signer Certificate Common Name: Otra Parte SL');
    expect(found[3]).toContain('Signature Type: unknown'); // poppler's word for a time stamp
    // The platform's signatures keep their revocation data; the other CA's has none.
    const signatures = await verifiedSignatures(server().url, bytes);
    expect(signatures).toHaveLength(4);
    expect(signatures[0]).toMatchObject({ integrity: true, revocation: 'unknown' });
    for (const ours of signatures.slice(1, 3)) {
      expect(ours).toMatchObject({ integrity: true, trusted: true, revocation: 'good' });
    }
  }, 120_000);

  it('is signed when its signature has no signed attributes, as older tools make', async () => {
    const pdf = await signedWithoutAttributes(await makeTextPdf(1), ca);
    const { bytes, reports: found } = await uploadAndSign(pdf, 'older-tool-sender@example.com');
    const [older] = found;
    expect(older).toContain('Signer Certificate Common Name: Herramienta Antigua');
    expect(older).toContain('Signature Type: adbe.pkcs7.detached');
    // The public verification checks it too (the signature is over the bytes themselves),
    // and sees a changed byte.
    const [checked] = await verifiedSignatures(server().url, bytes);
    expect(checked).toMatchObject({ integrity: true, signatureValid: true, trusted: false });
    expect(checked?.problems).toEqual(['signer-unknown']); // another CA's: not the platform's
    const changed = Uint8Array.from(bytes);
    changed[10] = (changed[10] ?? 0) ^ 1; // the header comment: inside every signature
    const [tampered] = await verifiedSignatures(server().url, changed);
    expect(tampered).toMatchObject({ integrity: false, signatureValid: false });
    expect(tampered?.problems).toContain('digest-mismatch');
  }, 120_000);
});
