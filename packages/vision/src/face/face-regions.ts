import type { TXY } from './face-landmarks.ts';

/** An 8-bit RGB image, row-major (what `detectFace` hands to Human). */
export interface TRgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Colour and texture of the pixels inside a region. */
export interface TRegionStats {
  pixels: number;
  /** Mean red, green, blue (0–255). */
  rgb: [number, number, number];
  /** Mean luma (Rec. 601) and its standard deviation. */
  luma: number;
  lumaSd: number;
  /** Mean absolute luma step to the pixel below (horizontal edges: frames, lens rims). */
  edgeY: number;
  /** Mean absolute luma step to the pixel on the right (vertical edges). */
  edgeX: number;
}

const lumaAt = (image: TRgbImage, offset: number) =>
  0.299 * (image.data[offset] as number) +
  0.587 * (image.data[offset + 1] as number) +
  0.114 * (image.data[offset + 2] as number);

/** Even-odd rule. */
function inside(polygon: readonly TXY[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as TXY;
    const b = polygon[j] as TXY;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) hit = !hit;
  }
  return hit;
}

/** Statistics of the pixels inside `polygon` (clipped to the image); null when empty. */
export function regionStats(image: TRgbImage, polygon: readonly TXY[]): TRegionStats | null {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(image.width - 2, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(image.height - 2, Math.ceil(Math.max(...ys)));
  let [n, r, g, b, sum, squares, edgeY, edgeX] = [0, 0, 0, 0, 0, 0, 0, 0];
  const row = image.width * 3;
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      if (!inside(polygon, x + 0.5, y + 0.5)) continue;
      const at = (y * image.width + x) * 3;
      const luma = lumaAt(image, at);
      r += image.data[at] as number;
      g += image.data[at + 1] as number;
      b += image.data[at + 2] as number;
      sum += luma;
      squares += luma * luma;
      edgeY += Math.abs(lumaAt(image, at + row) - luma);
      edgeX += Math.abs(lumaAt(image, at + 3) - luma);
      n += 1;
    }
  }
  if (n === 0) return null;
  const luma = sum / n;
  return {
    pixels: n,
    rgb: [r / n, g / n, b / n],
    luma,
    lumaSd: Math.sqrt(Math.max(0, squares / n - luma * luma)),
    edgeY: edgeY / n,
    edgeX: edgeX / n,
  };
}

/** A square of half-side `half` centred on `centre`, turned by `angle` (radians). */
export function square(centre: TXY, half: number, angle = 0, halfHeight = half): TXY[] {
  const [c, s] = [Math.cos(angle), Math.sin(angle)];
  return [
    [-half, -halfHeight],
    [half, -halfHeight],
    [half, halfHeight],
    [-half, halfHeight],
  ].map(([dx, dy]) => ({
    x: centre.x + (dx as number) * c - (dy as number) * s,
    y: centre.y + (dx as number) * s + (dy as number) * c,
  }));
}

/** Share of the pixels inside `polygon` whose colour is within `tolerance` of `reference`
 * (relative per-channel distance), and the mean colour of the others. */
export function splitByColour(
  image: TRgbImage,
  polygon: readonly TXY[],
  reference: readonly [number, number, number],
  tolerance: number,
): { near: number; total: number; other: [number, number, number] | null } {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(image.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(image.height - 1, Math.ceil(Math.max(...ys)));
  let [near, total, r, g, b] = [0, 0, 0, 0, 0];
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      if (!inside(polygon, x + 0.5, y + 0.5)) continue;
      const at = (y * image.width + x) * 3;
      const pixel = [image.data[at], image.data[at + 1], image.data[at + 2]] as number[];
      total += 1;
      if (colourDistance(pixel, reference) < tolerance) {
        near += 1;
      } else {
        r += pixel[0] as number;
        g += pixel[1] as number;
        b += pixel[2] as number;
      }
    }
  }
  const others = total - near;
  return { near, total, other: others > 0 ? [r / others, g / others, b / others] : null };
}

/** How far a colour is from a reference, per channel relative to the reference's level. */
export function colourDistance(colour: readonly number[], reference: readonly number[]): number {
  let sum = 0;
  for (let c = 0; c < 3; c += 1) {
    const ref = Math.max(20, reference[c] as number);
    sum += (((colour[c] as number) - ref) / ref) ** 2;
  }
  return Math.sqrt(sum / 3);
}
