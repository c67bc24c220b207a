import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { assertCompleteImage } from './image-integrity.ts';

const canvas = createCanvas(60, 20);
canvas.getContext('2d').fillRect(0, 0, 30, 20);
const PNG = new Uint8Array(canvas.toBuffer('image/png'));
const JPEG = new Uint8Array(canvas.toBuffer('image/jpeg'));
const LIMIT = { maxPixels: 10_000 };

const codeOf = (bytes: Uint8Array, limit = LIMIT) => {
  try {
    assertCompleteImage(bytes, limit);
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

const glued = (bytes: Uint8Array, tail: string) =>
  Uint8Array.from([...bytes, ...new TextEncoder().encode(tail)]);

describe('assertCompleteImage', () => {
  it('takes a whole PNG or JPEG and tells its size', () => {
    expect(assertCompleteImage(PNG, LIMIT)).toEqual({ format: 'png', width: 60, height: 20 });
    expect(assertCompleteImage(JPEG, LIMIT)).toEqual({ format: 'jpeg', width: 60, height: 20 });
  });

  it('refuses a file cut short, one with a file glued behind, or a damaged chunk', () => {
    expect(codeOf(PNG.subarray(0, PNG.length - 12))).toBe('NOT_AN_IMAGE');
    expect(codeOf(PNG.subarray(0, 60))).toBe('NOT_AN_IMAGE');
    expect(codeOf(JPEG.subarray(0, JPEG.length - 40))).toBe('NOT_AN_IMAGE');
    expect(codeOf(glued(PNG, '<script>alert(1)</script>'))).toBe('NOT_AN_IMAGE');
    expect(codeOf(glued(JPEG, '<svg onload=alert(1)>'))).toBe('NOT_AN_IMAGE');
    const damaged = PNG.slice();
    damaged[40] = (damaged[40] ?? 0) ^ 0xff;
    expect(codeOf(damaged)).toBe('NOT_AN_IMAGE');
  });

  it('refuses what is no PNG or JPEG, and too many pixels', () => {
    expect(codeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'NOT_AN_IMAGE',
    );
    expect(codeOf(new Uint8Array())).toBe('NOT_AN_IMAGE');
    expect(codeOf(PNG, { maxPixels: 1000 })).toBe('IMAGE_TOO_LARGE');
  });
});
