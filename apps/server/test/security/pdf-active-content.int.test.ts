import { describe, expect, it } from 'vitest';
import {
  annotationJavaScriptPdf,
  embeddedFilePdf,
  escapedJavaScriptPdf,
  htmlBeforePdf,
  launchActionPdf,
  openActionJavaScriptPdf,
  uriLinkPdf,
} from '../../src/modules/pdf-inspection/testing/hostile-pdfs.ts';
import { makeTextPdf } from '../../src/modules/sealing/testing/sample-pdfs.ts';
import { problemOf, uploadingSender } from '../support/uploads.ts';
import { useTestServer } from '../support/use-test-server.ts';

describe('PDF uploads with active content', () => {
  const server = useTestServer({ AUTH_SIGN_IN_LIMIT: '50', AUTH_EMAIL_LIMIT: '50' });

  it.each([
    ['JavaScript run on opening (/OpenAction)', openActionJavaScriptPdf],
    ["JavaScript in a link's additional actions (/AA)", annotationJavaScriptPdf],
    ['JavaScript spelled with #xx escapes', async () => escapedJavaScriptPdf()],
    ['an embedded executable (/EmbeddedFile)', embeddedFilePdf],
    ['a program launch (/Launch)', launchActionPdf],
  ])('refuses %s with 415 PDF_ACTIVE_CONTENT, storing and charging nothing', async (_, make) => {
    const sender = await uploadingSender(server(), `active-${Math.random()}@example.com`);
    const before = await sender.traces();
    const response = await sender.upload(await make());
    expect(response.status).toBe(415);
    expect((await problemOf(response)).code).toBe('PDF_ACTIVE_CONTENT');
    expect(await sender.traces()).toEqual(before);
  });

  it('refuses HTML before %PDF- as 415 UNSUPPORTED_MEDIA_TYPE, storing and charging nothing', async () => {
    const sender = await uploadingSender(server(), 'polyglot@example.com');
    const before = await sender.traces();
    const response = await sender.upload(await htmlBeforePdf());
    expect(response.status).toBe(415);
    const problem = await problemOf(response);
    expect(problem.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(problem.detail).toMatch(/begin with %PDF-/);
    expect(await sender.traces()).toEqual(before);
  });

  it('accepts a plain PDF, one with web links (/URI) and every template the product renders', async () => {
    const sender = await uploadingSender(server(), 'plain@example.com', 100);
    for (const pdf of [await makeTextPdf(2), await makeTextPdf(1, false), await uriLinkPdf()]) {
      const response = await sender.upload(pdf);
      expect(response.status, await response.clone().text()).toBe(200);
    }
    // No document: the template's own PDF, rendered and checked like an upload.
    for (const opClass of [1239, 1240, 1241, 1243]) {
      const response = await sender.create({ operationData: { opClass } });
      expect(response.status, `opClass ${opClass}`).toBe(200);
    }
    const handwritten = await sender.create({
      signers: [
        {
          signerData: [
            { identifier: 'name', value: 'Ana' },
            { identifier: 'lastname', value: 'García' },
            { identifier: 'email', value: 'ana@example.com' },
          ],
          signaturesType: ['BIOMETRICA'],
          boxPositions: [
            { pageNumber: 1, x: 10, y: 60, width: 160, height: 50, signboxName: 'cajafirma1' },
          ],
        },
      ],
      operationData: { opClass: 847 },
    });
    expect(handwritten.status).toBe(200);
  });
});
