import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeLargePdf, makeTextPdf } from '../sealing/testing/sample-pdfs.ts';
import { measureInflatedStreams, StreamBudgetError } from './measure-pdf-streams.ts';
import {
  contentStreamBomb,
  deflatedZeros,
  objectStreamBomb,
  streamObject,
  writeRawPdf,
} from './testing/hostile-pdfs.ts';

const MiB = 1024 * 1024;
const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>';

/** A one-page PDF whose content stream is written as given: dictionary text and data. */
const withContent = (stream: Uint8Array | string) => writeRawPdf([CATALOG, PAGES, PAGE, stream]);

/** Run-length data that decodes to `size` zero bytes: 2 bytes per 128 (a 64x expansion). */
const runLengthZeros = (size: number) =>
  Buffer.from(Array.from({ length: Math.ceil(size / 128) }, () => [129, 0]).flat());

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof StreamBudgetError ? error.message : `not a budget error: ${error}`;
  }
  return 'measured';
};

describe('measureInflatedStreams', () => {
  it('measures ordinary PDFs well inside 50 times their size', async () => {
    for (const pdf of [
      await makeTextPdf(3),
      await makeTextPdf(3, false),
      await makeLargePdf(MiB),
    ]) {
      const total = measureInflatedStreams(pdf, 50 * pdf.byteLength);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(10 * pdf.byteLength);
    }
  });

  it('refuses an object-stream bomb and a content-stream bomb past the budget', async () => {
    for (const bomb of [await objectStreamBomb(64 * MiB), await contentStreamBomb(64 * MiB)]) {
      expect(bomb.byteLength).toBeLessThan(MiB);
      expect(refusal(() => measureInflatedStreams(bomb, 32 * MiB))).toMatch(/more than/);
      const total = measureInflatedStreams(bomb, 65 * MiB);
      expect(total).toBeGreaterThanOrEqual(64 * MiB);
    }
  });

  it('holds object streams, which every parser decodes on load, to their own budget', async () => {
    // Inside the whole-file budget, over the object-stream one: the seal would decode it.
    const bomb = await objectStreamBomb(24 * MiB);
    expect(refusal(() => measureInflatedStreams(bomb, 200 * MiB, 16 * MiB))).toMatch(
      /object streams inflate to more than|inflates to more than/,
    );
    expect(measureInflatedStreams(bomb, 200 * MiB, 25 * MiB)).toBeGreaterThanOrEqual(24 * MiB);
    // A content stream of the same size is not structure: only the whole budget applies.
    const content = await contentStreamBomb(24 * MiB);
    expect(measureInflatedStreams(content, 200 * MiB, 16 * MiB)).toBeGreaterThanOrEqual(24 * MiB);
    // Ordinary PDFs with object streams stay far below it.
    for (const pdf of [await makeTextPdf(50), await makeLargePdf(4 * MiB)]) {
      expect(measureInflatedStreams(pdf, 200 * MiB, 16 * MiB)).toBeGreaterThan(0);
    }
  });

  it('counts every stream towards one total', async () => {
    const half = await deflatedZeros(20 * MiB);
    const pdf = writeRawPdf([
      CATALOG,
      PAGES,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents [4 0 R 5 0 R] >>',
      streamObject('/Filter /FlateDecode', half),
      streamObject('/Filter /FlateDecode', half),
    ]);
    expect(measureInflatedStreams(pdf, 41 * MiB)).toBe(40 * MiB);
    expect(refusal(() => measureInflatedStreams(pdf, 39 * MiB))).toMatch(/more than/);
  });

  it('inflates every FlateDecode layer, spelled any way', async () => {
    const inner = await deflatedZeros(64 * MiB);
    const twice = withContent(streamObject('/Filter [/FlateDecode /Fl]', deflateSync(inner)));
    expect(refusal(() => measureInflatedStreams(twice, 32 * MiB))).toMatch(/more than/);
    const escaped = withContent(streamObject('/Filter /Fl#61te#44ecode', inner));
    expect(refusal(() => measureInflatedStreams(escaped, 32 * MiB))).toMatch(/more than/);
  });

  it('decodes other expanding filters with pdf-lib under the same cap', () => {
    const runs = runLengthZeros(64 * MiB);
    const pdf = withContent(streamObject('/Filter /RunLengthDecode', runs));
    expect(refusal(() => measureInflatedStreams(pdf, 32 * MiB))).toMatch(/more than/);
    expect(measureInflatedStreams(pdf, 65 * MiB)).toBe(64 * MiB);
  });

  it('finds a dictionary behind a decoy "N G obj" inside a string', () => {
    const decoy = streamObject(
      '/Note (1 0 obj <<>>) /Filter /RunLengthDecode',
      runLengthZeros(8 * MiB),
    );
    expect(refusal(() => measureInflatedStreams(withContent(decoy), 4 * MiB))).toMatch(/more than/);
  });

  it('reads data that follows `stream` without an end of line, as pdf-lib does', async () => {
    const bomb = await deflatedZeros(64 * MiB);
    const glued = Buffer.concat([
      Buffer.from(`<< /Filter /FlateDecode /Length ${bomb.length} >>stream`),
      bomb,
      Buffer.from('\nendstream'),
    ]);
    expect(refusal(() => measureInflatedStreams(withContent(glued), 32 * MiB))).toMatch(
      /more than/,
    );
  });

  it('inflates zlib data whose dictionary cannot be read', async () => {
    const bomb = await deflatedZeros(64 * MiB);
    const broken = Buffer.concat([
      Buffer.from('<< /Length (unclosed >>\nstream\n'),
      bomb,
      Buffer.from('\nendstream'),
    ]);
    expect(refusal(() => measureInflatedStreams(withContent(broken), 32 * MiB))).toMatch(
      /more than/,
    );
  });

  it('refuses filters given by reference, which only a full parse could resolve', async () => {
    const pdf = writeRawPdf([
      CATALOG,
      PAGES,
      PAGE,
      streamObject('/Filter 5 0 R', await deflatedZeros(1024)),
      '/FlateDecode',
    ]);
    expect(refusal(() => measureInflatedStreams(pdf, 32 * MiB))).toMatch(/indirect filters/);
  });

  it('skips damaged zlib data and image codecs it does not decode', async () => {
    const damaged = Buffer.from(await deflatedZeros(MiB));
    damaged.fill(0xff, 10, 200);
    expect(
      measureInflatedStreams(withContent(streamObject('/Filter /FlateDecode', damaged)), MiB),
    ).toBeLessThan(MiB);
    const jpeg = withContent(streamObject('/Filter /DCTDecode', Buffer.alloc(4096, 0xff)));
    expect(measureInflatedStreams(jpeg, 1024)).toBe(0);
  });
});
