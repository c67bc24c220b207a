import sharp from 'sharp';

/**
 * A 64-bit perceptual hash (pHash) of a picture, to find a posted camera frame again in the
 * recording: luma, an area-average resize to 32x32, a 2-D DCT, the 8x8 lowest frequencies,
 * one bit per coefficient above their median. Both entry points go through the same resize
 * (`lumaGrid`): a full camera frame (640x480 PNG or JPEG) and the same frame decoded from
 * the video at a small size by ffmpeg's area scaler are both averaged over the same areas,
 * so their hashes differ only by what the video's compression changed.
 */
const GRID = 32;
const LOW = 8;

/**
 * Width a video is decoded at for hashing (ffmpeg's area scaler, the height to the video's
 * aspect): at 128 px a frame's hash and its VP8-decoded frame's differ by at most 2 bits,
 * at 64 px by 4 (scripts/measure-frame-hashes.ts), for a fifth of full-size decoding's cost.
 */
export const HASH_DECODE_WIDTH = 128;

/**
 * The Hamming distance at or under which two hashes are taken for the same moment of the
 * recording. Measured on a filmed session (scripts/measure-frame-hashes.ts; docs/vision.md,
 * "Recording"): a posted frame against the same frame after VP8 at 0.5–2.5 Mbit/s, decoded
 * at 128 px, at most 2 (4 at 64 px); adjacent frames of a head turning or moving, at most 4;
 * the same room with the head moved 30 px, 10; another person in the room, 20; a face frame
 * against a document frame, 24 and more. 8 leaves 6 bits over the worst re-encoding and 2
 * under the nearest pose told apart. A blink (0), a head turned (4–6) or moved 15 px (6) are
 * within it: the hash finds the moment, not the expression.
 */
export const SAME_FRAME_MAX_DISTANCE = 8;

/** For each output index along an axis of `source` samples: the source indices and weights. */
function areaWeights(source: number): { index: number; weight: number }[][] {
  const scale = source / GRID;
  return Array.from({ length: GRID }, (_, out) => {
    const start = out * scale;
    const end = start + scale;
    const taps: { index: number; weight: number }[] = [];
    for (let index = Math.floor(start); index < Math.min(source, Math.ceil(end)); index += 1) {
      const weight = Math.min(end, index + 1) - Math.max(start, index);
      if (weight > 0) taps.push({ index, weight: weight / scale });
    }
    return taps;
  });
}

/** Luma (BT.601) of packed RGB, averaged over 32x32 equal areas of the picture. */
export function lumaGrid(rgb: Uint8Array, width: number, height: number): Float64Array {
  if (rgb.length < width * height * 3) throw new Error(`rgb of ${rgb.length} bytes`);
  const columns = areaWeights(width);
  const rows = areaWeights(height);
  // Each source row averaged across into 32 columns, then the rows averaged down.
  const across = new Float64Array(height * GRID);
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 3;
    for (let x = 0; x < GRID; x += 1) {
      let sum = 0;
      for (const { index, weight } of columns[x] ?? []) {
        const i = row + index * 3;
        sum +=
          weight *
          (0.299 * (rgb[i] as number) +
            0.587 * (rgb[i + 1] as number) +
            0.114 * (rgb[i + 2] as number));
      }
      across[y * GRID + x] = sum;
    }
  }
  const grid = new Float64Array(GRID * GRID);
  for (let y = 0; y < GRID; y += 1) {
    for (const { index, weight } of rows[y] ?? []) {
      for (let x = 0; x < GRID; x += 1) {
        grid[y * GRID + x] =
          (grid[y * GRID + x] as number) + weight * (across[index * GRID + x] as number);
      }
    }
  }
  return grid;
}

/** cos((2x + 1) u π / 2N) for the DCT-II of one 32-sample axis, the low `LOW` frequencies. */
const COSINES = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: GRID }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * GRID))),
);

/** The 8x8 lowest frequencies of the 2-D DCT-II of a 32x32 grid, row-major (v, u). */
function lowFrequencies(grid: Float64Array): Float64Array {
  const rows = new Float64Array(GRID * LOW);
  for (let y = 0; y < GRID; y += 1) {
    for (let u = 0; u < LOW; u += 1) {
      const cosine = COSINES[u] as Float64Array;
      let sum = 0;
      for (let x = 0; x < GRID; x += 1)
        sum += (grid[y * GRID + x] as number) * (cosine[x] as number);
      rows[y * LOW + u] = sum;
    }
  }
  const low = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v += 1) {
    const cosine = COSINES[v] as Float64Array;
    for (let u = 0; u < LOW; u += 1) {
      let sum = 0;
      for (let y = 0; y < GRID; y += 1)
        sum += (rows[y * LOW + u] as number) * (cosine[y] as number);
      low[v * LOW + u] = sum;
    }
  }
  return low;
}

/** 64 bits, one per coefficient above the median, as 16 hex characters (first bit highest). */
function bitsAboveMedian(values: Float64Array): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let hex = '';
  for (let nibble = 0; nibble < 16; nibble += 1) {
    let value = 0;
    for (let bit = 0; bit < 4; bit += 1) {
      value = (value << 1) | ((values[nibble * 4 + bit] as number) > median ? 1 : 0);
    }
    hex += value.toString(16);
  }
  return hex;
}

/** The pHash of packed 8-bit RGB pixels (3 bytes a pixel, row-major). */
export function perceptualHashOfRgb(rgb: Uint8Array, width: number, height: number): string {
  return bitsAboveMedian(lowFrequencies(lumaGrid(rgb, width, height)));
}

/** The pHash of a PNG or JPEG (any picture sharp decodes), at its full size. */
export async function perceptualHash(image: Uint8Array): Promise<string> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return perceptualHashOfRgb(data, info.width, info.height);
}

const HASH = /^[0-9a-f]{16}$/;

function popcount32(value: number): number {
  let rest = value >>> 0;
  let count = 0;
  while (rest) {
    rest &= rest - 1;
    count += 1;
  }
  return count;
}

/** Bits in which two hashes differ (0–64). */
export function hashDistance(a: string, b: string): number {
  if (!HASH.test(a) || !HASH.test(b)) throw new Error(`not a 64-bit hash: ${a}, ${b}`);
  const high = Number.parseInt(a.slice(0, 8), 16) ^ Number.parseInt(b.slice(0, 8), 16);
  const low = Number.parseInt(a.slice(8), 16) ^ Number.parseInt(b.slice(8), 16);
  return popcount32(high) + popcount32(low);
}
