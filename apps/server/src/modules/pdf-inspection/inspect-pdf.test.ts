import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTool, withTempDir } from '../operation-classes/pdf-tools-for-tests.ts';
import { renderSampleContract } from '../operation-classes/render-contract.ts';
import { decodeBase64Pdf, inspectUploadedPdf, PdfRejectedError } from './inspect-pdf.ts';
import {
  annotationJavaScriptPdf,
  embeddedFilePdf,
  launchActionPdf,
  manyObjectsPdf,
  objectStreamBomb,
  openActionJavaScriptPdf,
  uriLinkPdf,
} from './testing/hostile-pdfs.ts';
import { rejection } from './testing/pdf-rejection.ts';

const signer = { name: 'José', lastname: 'Pérez', email: 'jose@example.com' };
let pdf: Uint8Array;

beforeAll(async () => {
  pdf = await renderSampleContract({ language: 'es', signer, date: new Date('2025-01-01') });
});

/** Rewrites the PDF with qpdf; `args` gets the input and output file names. */
function qpdfVariant(
  bytes: Uint8Array,
  args: (input: string, output: string) => string[],
): Promise<Uint8Array> {
  return withTempDir(async (dir) => {
    const [input, output] = [path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')];
    await fs.writeFile(input, bytes);
    const result = runTool('qpdf', args(input, output));
    expect(result.status, result.stdout).toBe(0);
    return new Uint8Array(await fs.readFile(output));
  });
}

describe('inspectUploadedPdf', () => {
  it('accepts a generated PDF and reports pages, their size, hash and size', async () => {
    const inspected = await inspectUploadedPdf(pdf);
    expect(inspected).toEqual({
      pages: 1,
      pageSizes: [{ width: 595.28, height: 841.89 }],
      sha256: createHash('sha256').update(pdf).digest('hex'),
      byteLength: pdf.byteLength,
    });
  });

  it('accepts PDFs with xref streams, linearized ones and several pages', async () => {
    const streams = await qpdfVariant(pdf, (i, o) => ['--object-streams=generate', i, o]);
    expect((await inspectUploadedPdf(streams)).pages).toBe(1);
    const linearized = await qpdfVariant(pdf, (i, o) => ['--linearize', i, o]);
    expect((await inspectUploadedPdf(linearized)).pages).toBe(1);
    const twoPages = await qpdfVariant(pdf, (i, o) => ['--empty', '--pages', i, i, '--', o]);
    expect((await inspectUploadedPdf(twoPages)).pages).toBe(2);
  });

  it("rejects text as 'not-pdf'", async () => {
    const text = new TextEncoder().encode('Hello, this is not a PDF\n'.repeat(10));
    expect((await rejection(inspectUploadedPdf(text))).reason).toBe('not-pdf');
    expect((await rejection(inspectUploadedPdf(new Uint8Array()))).reason).toBe('not-pdf');
  });

  it("rejects a PDF cut at 60% as 'broken' (pdf-lib alone would still read a page)", async () => {
    const truncated = pdf.slice(0, Math.floor(pdf.byteLength * 0.6));
    const error = await rejection(inspectUploadedPdf(truncated));
    expect(error.reason).toBe('broken');
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it("rejects every truncation of classic and xref-stream PDFs as 'broken'", async () => {
    const streams = await qpdfVariant(pdf, (i, o) => ['--object-streams=generate', i, o]);
    for (const whole of [pdf, streams]) {
      for (let percent = 5; percent < 100; percent += 5) {
        const cut = whole.slice(0, Math.floor((whole.byteLength * percent) / 100));
        expect((await rejection(inspectUploadedPdf(cut))).reason, `${percent}%`).toBe('broken');
      }
    }
  });

  it("refuses anything before %PDF- as 'leading-junk', and accepts junk after %%EOF", async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>\n');
    const error = await rejection(inspectUploadedPdf(Buffer.concat([html, pdf])));
    expect(error.reason).toBe('leading-junk');
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toMatch(/must begin with %PDF-/);
    for (const prefix of ['\n', ' ', '\ufeff']) {
      const padded = Buffer.concat([Buffer.from(prefix), pdf]);
      expect((await rejection(inspectUploadedPdf(padded))).reason).toBe('leading-junk');
    }
    const trailing = Buffer.concat([pdf, Buffer.from('\n\0\0\n')]);
    expect((await inspectUploadedPdf(trailing)).pages).toBe(1);
  });

  it("refuses compression bombs as 'too-complex' (PDF_TOO_COMPLEX, 413) before parsing", async () => {
    const bomb = await objectStreamBomb(64 * 1024 * 1024);
    const error = await rejection(inspectUploadedPdf(bomb));
    expect(error.reason).toBe('too-complex');
    expect(error.code).toBe('PDF_TOO_COMPLEX');
    expect(error.status).toBe(413);
    // The cap is the smaller of ratio x size and maxBytes.
    const roomy = { ratio: 2000, maxBytes: 100 * 1024 * 1024, structureBytes: 100 * 1024 * 1024 };
    expect((await inspectUploadedPdf(bomb, { inflate: roomy })).pages).toBe(1);
    const capped = { ratio: 2000, maxBytes: 32 * 1024 * 1024, structureBytes: 100 * 1024 * 1024 };
    expect((await rejection(inspectUploadedPdf(bomb, { inflate: capped }))).reason).toBe(
      'too-complex',
    );
    // The roomy check really inflates 64 MB: seconds on a loaded 2-core machine.
  }, 20_000);

  it("refuses a PDF of more objects than the limit as 'too-complex' (PDF_TOO_COMPLEX, 413)", async () => {
    const limit = { maxObjects: 1000 };
    expect((await inspectUploadedPdf(manyObjectsPdf(1000), limit)).pages).toBe(1);
    // Declared by the trailer: refused before any parse.
    const declared = await rejection(inspectUploadedPdf(manyObjectsPdf(1001), limit));
    expect(declared).toMatchObject({ reason: 'too-complex', code: 'PDF_TOO_COMPLEX', status: 413 });
    expect(declared.specifics).toBe('1001 objects, more than the 1000 allowed');
    // Understated by the trailer: counted by the parse.
    const understated = await rejection(inspectUploadedPdf(manyObjectsPdf(1500, 4), limit));
    expect(understated.reason).toBe('too-complex');
    expect(understated.specifics).toBe('1500 objects, more than the 1000 allowed');
  });

  it("refuses active content as 'active-content' (PDF_ACTIVE_CONTENT, 415), naming it", async () => {
    for (const [make, kind] of [
      [openActionJavaScriptPdf, 'javascript'],
      [annotationJavaScriptPdf, 'javascript'],
      [embeddedFilePdf, 'embedded-file'],
      [launchActionPdf, 'launch'],
    ] as const) {
      const error = await rejection(inspectUploadedPdf(await make()));
      expect(error.reason).toBe('active-content');
      expect(error.code).toBe('PDF_ACTIVE_CONTENT');
      expect(error.status).toBe(415);
      expect(error.specifics).toBe(kind);
    }
    expect((await inspectUploadedPdf(await uriLinkPdf())).pages).toBe(1);
  });

  it("rejects a header followed by garbage as 'broken'", async () => {
    const garbage = new TextEncoder().encode('%PDF-1.7\n%garbage\nstartxref\n9\n%%EOF\n');
    expect((await rejection(inspectUploadedPdf(garbage))).reason).toBe('broken');
  });

  it("rejects encrypted PDFs as 'encrypted', even with an empty user password", async () => {
    const encrypt = (user: string) => (i: string, o: string) => [
      '--encrypt',
      user,
      'owner',
      '256',
      '--',
      i,
      o,
    ];
    const locked = await qpdfVariant(pdf, encrypt('user'));
    expect((await rejection(inspectUploadedPdf(locked))).reason).toBe('encrypted');
    const ownerOnly = await qpdfVariant(pdf, encrypt(''));
    expect((await rejection(inspectUploadedPdf(ownerOnly))).reason).toBe('encrypted');
  });

  it("rejects a PDF above maxBytes as 'too-large' (PAYLOAD_TOO_LARGE)", async () => {
    const error = await rejection(inspectUploadedPdf(pdf, { maxBytes: pdf.byteLength - 1 }));
    expect(error.reason).toBe('too-large');
    expect(error.status).toBe(413);
    await expect(inspectUploadedPdf(pdf, { maxBytes: pdf.byteLength })).resolves.toBeDefined();
  });
});

describe('decodeBase64Pdf', () => {
  const b64 = () => Buffer.from(pdf).toString('base64');
  const reasonOf = (input: string, maxBytes?: number) => {
    try {
      decodeBase64Pdf(input, maxBytes === undefined ? {} : { maxBytes });
      return 'accepted';
    } catch (error) {
      return error instanceof PdfRejectedError ? error.reason : String(error);
    }
  };

  it('decodes plain, data-URL and MIME-wrapped base64', () => {
    expect(Buffer.compare(Buffer.from(decodeBase64Pdf(b64())), Buffer.from(pdf))).toBe(0);
    const dataUrl = decodeBase64Pdf(`data:application/pdf;base64,${b64()}`);
    expect(dataUrl.byteLength).toBe(pdf.byteLength);
    const wrapped = b64().replace(/.{76}/g, '$&\r\n');
    expect(decodeBase64Pdf(wrapped).byteLength).toBe(pdf.byteLength);
  });

  it("rejects anything that is not strict base64 as 'not-pdf'", () => {
    expect(reasonOf('')).toBe('not-pdf');
    expect(reasonOf('not base64!')).toBe('not-pdf');
    expect(reasonOf('JVBERi0xLjc')).toBe('not-pdf'); // missing padding
    expect(reasonOf('JVBE=i0x')).toBe('not-pdf'); // padding inside
    expect(reasonOf('JVBERi0x-_8=')).toBe('not-pdf'); // URL-safe alphabet
    expect(reasonOf('JVBE Ri0x')).toBe('not-pdf');
    expect(reasonOf('data:text/plain;base64,JVBERi0x')).toBe('not-pdf');
    expect(reasonOf(`${b64()}\u0000`)).toBe('not-pdf');
  });

  it("refuses an oversized payload as 'too-large' before decoding it", () => {
    expect(reasonOf(b64(), pdf.byteLength - 1)).toBe('too-large');
    expect(reasonOf(b64(), pdf.byteLength)).toBe('accepted');
  });
});
