import type { THeadModel, TSize } from './head-model.ts';

/**
 * The upper lid's half-width over the eye's (corner to corner) width, and how far down it
 * comes when shut, in the eye opening's half-heights from the opening's top: wide enough to
 * come down at the corners and down to the lower lid (a narrower lid, or one stopping short,
 * left a slit that the face mesh of a small face read as a half-open eye).
 */
const LID = { halfWidth: 0.7, reach: 2 } as const;
/** How far the shut lid's texture is drawn towards the skin below the eye (lid skin is not brow). */
const LID_SKIN = 0.8;

/** The mean colour of `rgb` over a box around (x, y), per channel. */
function meanColour(
  rgb: Buffer,
  size: TSize,
  box: { x: number; y: number; rx: number; ry: number },
) {
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = Math.round(box.y - box.ry); y <= Math.round(box.y + box.ry); y += 1) {
    for (let x = Math.round(box.x - box.rx); x <= Math.round(box.x + box.rx); x += 1) {
      if (x < 0 || y < 0 || x >= size.width || y >= size.height) continue;
      for (let c = 0; c < 3; c += 1) {
        sum[c] = (sum[c] as number) + (rgb[(y * size.width + x) * 3 + c] as number);
      }
      count += 1;
    }
  }
  return sum.map((value) => value / Math.max(1, count));
}

/**
 * The upper eyelids slid down `closed` of the way over each eye: the band of skin above
 * each eye stretched down over it (its texture moves), the part over the eye taking on the
 * tone of the skin below the eye as it closes, a lash line at its edge.
 */
export function closeLids(rgb: Buffer, size: TSize, model: THeadModel, closed: number): Buffer {
  const out = Buffer.from(rgb);
  const { width, height } = size;
  for (const eye of model.eyes) {
    const rx = eye.w * LID.halfWidth;
    const h = rx * 0.42;
    const band = h * 1.3;
    const skin = meanColour(rgb, size, { x: eye.x, y: eye.y + h * 2.2, rx: rx * 0.5, ry: h * 0.5 });
    for (let x = Math.ceil(eye.x - rx); x <= Math.floor(eye.x + rx); x += 1) {
      if (x < 0 || x >= width) continue;
      const arc = Math.sqrt(Math.max(0, 1 - ((x - eye.x) / rx) ** 2));
      const top = eye.y - h * arc;
      const lid = top + closed * h * arc * LID.reach;
      const start = top - band;
      for (let y = Math.floor(start); y <= Math.ceil(lid) + 2; y += 1) {
        if (y < 0 || y >= height) continue;
        // The band of lid skin [start, top] stretched over [start, lid].
        const from =
          y <= lid ? start + ((y - start) * (top - start)) / Math.max(1e-3, lid - start) : y;
        const y0 = Math.max(0, Math.min(height - 1, Math.floor(from)));
        const y1 = Math.min(height - 1, y0 + 1);
        const share = from - y0;
        const lash = 1 - 0.55 * closed * arc * Math.exp(-(((y - lid) / 1.3) ** 2));
        const toSkin = y > top && y <= lid ? LID_SKIN * closed : 0;
        for (let c = 0; c < 3; c += 1) {
          const value =
            (rgb[(y0 * width + x) * 3 + c] as number) * (1 - share) +
            (rgb[(y1 * width + x) * 3 + c] as number) * share;
          const tone = value * (1 - toSkin) + (skin[c] as number) * toSkin;
          out[(y * width + x) * 3 + c] = Math.round(tone * lash);
        }
      }
    }
  }
  return out;
}
