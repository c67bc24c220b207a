import { describe, expect, it } from 'vitest';
import { blackPng, signaturePng } from '../../modules/sealing/testing/encode-png.ts';
import { AppError } from '../errors.ts';
import { assertImagePixels, readImageSize } from './image-size.ts';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

/**
 * The segments of a JPEG up to its first scan: an EXIF block holding 0xFF bytes, a
 * quantisation table, the start of frame `frame` with the size, the scan header.
 */
function jpegHead(frame: number, width: number, height: number): Uint8Array {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  return Uint8Array.from([
    0xff,
    0xd8,
    ...segment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0, 0xff, 0xc0, 0xff, 0xd9]),
    ...segment(
      0xdb,
      Array.from({ length: 65 }, (_, i) => i),
    ),
    ...segment(frame, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    0xff,
    0xd9,
  ]);
}

describe('readImageSize', () => {
  it('reads a PNG from its IHDR', () => {
    expect(readImageSize(signaturePng(480, 160))).toEqual({
      format: 'png',
      width: 480,
      height: 160,
    });
    expect(readImageSize(blackPng(5000, 3))).toEqual({ format: 'png', width: 5000, height: 3 });
  });

  it('reads baseline and progressive JPEGs past their EXIF and tables', () => {
    for (const frame of [0xc0, 0xc2]) {
      expect(readImageSize(jpegHead(frame, 640, 480))).toEqual({
        format: 'jpeg',
        width: 640,
        height: 480,
      });
    }
  });

  it('answers null for anything else, cut or bare headers included', () => {
    expect(readImageSize(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(readImageSize(signaturePng().subarray(0, 20))).toBeNull();
    expect(readImageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(readImageSize(new Uint8Array())).toBeNull();
  });
});

describe('assertImagePixels', () => {
  it('refuses more pixels than the cap, from the header alone', () => {
    const huge = blackPng(5000, 5000);
    expect(huge.byteLength).toBeLessThan(64 * 1024);
    expect(codeOf(() => assertImagePixels(huge, { maxPixels: 16_000_000 }))).toBe(
      'IMAGE_TOO_LARGE',
    );
    // A header that lies about its size is refused just the same: nothing is decoded.
    const liar = Buffer.from(signaturePng());
    liar.writeUInt32BE(200_000, 16);
    expect(codeOf(() => assertImagePixels(liar, { maxPixels: 16_000_000 }))).toBe(
      'IMAGE_TOO_LARGE',
    );
    expect(codeOf(() => assertImagePixels(signaturePng(), { maxPixels: 480 * 160 }))).toBe(
      'accepted',
    );
    expect(codeOf(() => assertImagePixels(signaturePng(), { maxPixels: 480 * 160 - 1 }))).toBe(
      'IMAGE_TOO_LARGE',
    );
  });

  it('refuses images without a readable size', () => {
    const empty = Buffer.from(signaturePng());
    empty.writeUInt32BE(0, 16);
    expect(codeOf(() => assertImagePixels(empty, { maxPixels: 100 }))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(codeOf(() => assertImagePixels(new Uint8Array(8), { maxPixels: 100 }))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});
