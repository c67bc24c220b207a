import { hash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '../sealing/testing/sample-pdfs.ts';
import { createPdfInspector, type TPdfInspectorOptions } from './pdf-inspector.ts';
import { htmlBeforePdf, openActionJavaScriptPdf, writeRawPdf } from './testing/hostile-pdfs.ts';
import { makeLabelledPdf } from './testing/labelled-pdfs.ts';
import { rejection } from './testing/pdf-rejection.ts';

const DEFAULTS: TPdfInspectorOptions = {
  workers: 1,
  heapMb: 256,
  timeoutMs: 30_000,
  inflate: { ratio: 50, maxBytes: 200 * 1024 * 1024, structureBytes: 16 * 1024 * 1024 },
  // Room for the files of 200,000 objects below, which test the thread's heap and time.
  maxObjects: 1_000_000,
};
const inspectors: ReturnType<typeof createPdfInspector>[] = [];
const inspector = (options: Partial<TPdfInspectorOptions> = {}) => {
  const created = createPdfInspector({ ...DEFAULTS, ...options });
  inspectors.push(created);
  return created;
};
afterAll(() => Promise.all(inspectors.map((created) => created.close())));
/** A PDF as `findSignaturePlaces` takes it: its bytes and their SHA-256. */
const read = (bytes: Uint8Array) => ({ bytes, sha256: hash('sha256', bytes) });

/** A one-page PDF with `count` more small objects: cheap to write, heavy to hold parsed. */
const manyObjects = (count: number) =>
  writeRawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...Array.from({ length: count }, (_, i) => `<< /N ${i} /A [1 2 3] /B (text) >>`),
  ]);

describe('PDF inspector', () => {
  it('checks PDFs in a worker thread and passes its refusals on', async () => {
    const checker = inspector();
    await checker.warm();
    const pdf = await makeTextPdf(2);
    expect(await checker.inspect(pdf)).toMatchObject({ pages: 2, byteLength: pdf.byteLength });
    const active = await rejection(checker.inspect(await openActionJavaScriptPdf()));
    expect(active).toMatchObject({ reason: 'active-content', specifics: 'javascript' });
    expect((await rejection(checker.inspect(await htmlBeforePdf()))).reason).toBe('leading-junk');
    expect((await checker.inspect(pdf)).pages).toBe(2);
  }, 60_000);

  it("refuses a PDF that needs more heap than the thread has as 'too-complex', then carries on", async () => {
    const checker = inspector({ heapMb: 48 });
    const heavy = manyObjects(200_000);
    const error = await rejection(checker.inspect(heavy));
    expect(error).toMatchObject({ reason: 'too-complex', code: 'PDF_TOO_COMPLEX' });
    expect(error.message).toMatch(/more than 48 MB of memory/);
    expect((await checker.inspect(await makeTextPdf(1))).pages).toBe(1);
  }, 120_000);

  it("refuses a PDF not read within the time limit as 'too-complex'", async () => {
    // The limit counts from the thread being ready: the document itself must take longer.
    const error = await rejection(inspector({ timeoutMs: 100 }).inspect(manyObjects(200_000)));
    expect(error).toMatchObject({ reason: 'too-complex', code: 'PDF_TOO_COMPLEX' });
    expect(error.message).toMatch(/not read within 100 ms/);
  }, 60_000);

  it('finds where the signature goes by the labels of the document, from the last page back', async () => {
    const checker = inspector();
    const pdf = await makeLabelledPdf(3, [
      { page: 3, text: 'Firma del cliente', x: 60, y: 120, lineAbove: 40 },
      { page: 3, text: 'Firma de la empresa', x: 330, y: 120, lineAbove: 40 },
    ]);
    expect((await checker.inspect(pdf)).pageSizes).toEqual([
      { width: 595.28, height: 841.89 },
      { width: 595.28, height: 841.89 },
      { width: 595.28, height: 841.89 },
    ]);
    const { places, failure } = await checker.findSignaturePlaces(read(pdf), 2);
    expect(failure).toBeUndefined();
    expect(places).toEqual([
      expect.objectContaining({
        page: 3,
        x: 60,
        width: 180,
        height: 56,
        anchor: 'Firma del cliente',
      }),
    ]);
    expect(places[0]?.y).toBeGreaterThan(120);
    expect(places[0]?.y).toBeLessThan(140);
    expect((await checker.findSignaturePlaces(read(await makeLabelledPdf(2)), 1)).places).toEqual(
      [],
    );
  }, 60_000);

  it('finds nothing, without failing the upload, when the search runs out of time', async () => {
    // The limit counts from the thread being ready: reading three pages with pdf.js takes
    // longer than 5 ms on any machine.
    const found = await inspector({ timeoutMs: 5 }).findSignaturePlaces(
      read(await makeLabelledPdf(3, [{ page: 3, text: 'Firma del cliente', x: 60, y: 120 }])),
      1,
    );
    expect(found.places).toEqual([]);
    expect(found.failure).toMatch(/over 5 ms/);
  }, 60_000);

  it('remembers what it found by content: the same bytes again need no thread', async () => {
    const checker = inspector();
    const pdf = await makeLabelledPdf(1, [{ page: 1, text: 'Firma del cliente', x: 60, y: 120 }]);
    const active = await openActionJavaScriptPdf();
    const inspected = await checker.inspect(pdf);
    const found = await checker.findSignaturePlaces(read(pdf), 1);
    expect(found.places).toHaveLength(1);
    expect((await rejection(checker.inspect(active))).reason).toBe('active-content');
    // With its threads stopped, the inspector still answers for the bytes it has read …
    await checker.close();
    inspected.pageSizes.length = 0;
    expect(await checker.inspect(Uint8Array.from(pdf))).toMatchObject({
      pages: 1,
      pageSizes: [expect.anything()],
    });
    expect(await checker.findSignaturePlaces(read(pdf), 1)).toEqual(found);
    expect((await rejection(checker.inspect(active))).reason).toBe('active-content');
    // … and for no other: a document read with another box count, or another document.
    expect((await checker.findSignaturePlaces(read(pdf), 2)).failure).toMatch(/closed/);
    await expect(checker.inspect(await makeTextPdf(1))).rejects.toThrow(/closed/);
  }, 60_000);
});
