import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { manyObjectsPdf } from '../../src/modules/pdf-inspection/testing/hostile-pdfs.ts';
import { makeTextPdf } from '../../src/modules/sealing/testing/sample-pdfs.ts';
import { createHttpClient } from '../support/http-client.ts';
import {
  bearer,
  checkPdf,
  createdOperation,
  fetchDocument,
  invitationToken,
  PHONE,
  prepareOtpSignature,
} from '../support/operations.ts';
import { problemOf, uploadingSender } from '../support/uploads.ts';
import { useTestServer } from '../support/use-test-server.ts';

// A 19 MB PDF of 250,000 objects passed the upload checks, then each
// signature parsed it on the request thread (5 s without an answer to anyone). The upload
// now refuses more than PDF_MAX_OBJECTS objects, and the seal reads the PDF in a seal
// thread. The test server runs in this process: pdf-lib's parse (PDFDocument.load) spied
// on here is the request thread's; worker threads load their own copy.
describe('a PDF heavy to parse', () => {
  const server = useTestServer();

  it('is refused at upload past PDF_MAX_OBJECTS: 413 PDF_TOO_COMPLEX, nothing stored or charged', async () => {
    const sender = await uploadingSender(server(), 'many-objects@example.com', 5);
    const before = await sender.traces();
    const response = await sender.upload(manyObjectsPdf(250_000));
    expect(response.status).toBe(413);
    const problem = await problemOf(response);
    expect(problem.code).toBe('PDF_TOO_COMPLEX');
    expect(problem.detail).toContain('250000 objects, more than the 100000 allowed');
    expect(problem.errors).toEqual([
      { path: 'body.documents.contrato.documentB64', message: 'too-complex' },
    ]);
    expect(await sender.traces()).toEqual(before);
  }, 60_000);

  it('is never parsed on the request thread: upload, OTP signature, certificate', async () => {
    const sender = await uploadingSender(server(), 'seal-thread@example.com', 5);
    const pdf = await makeTextPdf(3);
    const load = vi.spyOn(PDFDocument, 'load');
    try {
      const { operationId, documentId } = await createdOperation(await sender.upload(pdf));
      const token = await invitationToken(server(), 'signer@example.com');
      const verify = await prepareOtpSignature(server(), operationId, documentId, token, PHONE);
      expect((await verify()).status).toBe(200);
      await server().worker.drain();
      const signed = await fetchDocument(server(), operationId, documentId, token);
      const acta = await createHttpClient(server().url).get(
        `/api/v2/actabyoperationuuidb64/${operationId}`,
        bearer(token),
      );
      expect(acta.status).toBe(200);
      expect(load).not.toHaveBeenCalled();
      for (const sealed of [signed, Buffer.from(await acta.text(), 'base64')]) {
        expect(checkPdf(sealed).pdfsig).toContain('Signature is Valid.');
      }
      expect(Buffer.compare(signed.subarray(0, pdf.length), pdf)).toBe(0);
    } finally {
      load.mockRestore();
    }
  }, 120_000);
});
