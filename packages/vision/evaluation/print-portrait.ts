import path from 'node:path';
import sharp from 'sharp';
import { labelledCrops } from '../scripts/face-fixtures.ts';
import { HUMAN_DIR } from '../src/face/human-engine.ts';
import { random } from '../testing/photograph.ts';

/** How a portrait is printed on a document (and what the camera then sees over it). */
export interface TPortraitPrint {
  /** 'grey': laser-engraved, as on many ID cards; 'colour': printed, tinted and faded. */
  tone: 'grey' | 'colour';
  /** The print's colour cast (hue, degrees). */
  tintHue: number;
  /** An amplitude-modulated dot screen (about 150 lines per inch). */
  halftone: boolean;
}

/** The labelled faces (Human's sample screenshots; see scripts/face-labels.ts), by name. */
export const FACE_CROPS: ReturnType<typeof labelledCrops> = labelledCrops();
const crops = new Map<string, Promise<Buffer>>();

/**
 * Face crop `name` as a PNG, cut once from its screenshot. The grid's cells carry the
 * demo's captions in their top and bottom eighths: a selfie leaves those rows out; a
 * portrait keeps the middle square (the face and a little around it).
 */
export function faceCrop(name: string, shape: 'portrait' | 'selfie' = 'portrait'): Promise<Buffer> {
  const crop = FACE_CROPS.find((candidate) => candidate.name === name);
  if (!crop) throw new Error(`no labelled face ${name}`);
  const key = `${name}:${shape}`;
  let cut = crops.get(key);
  if (!cut) {
    const [left, top, width, height] = crop.rect;
    const captioned = crop.name.startsWith('grid-');
    const inner = captioned ? Math.round(height * 0.76) : height;
    const wide = shape === 'portrait' ? Math.min(width, inner) : width;
    cut = sharp(path.join(HUMAN_DIR, 'assets', crop.source))
      .extract({
        left: left + Math.round((width - wide) / 2),
        top: top + Math.round((height - inner) / 2),
        width: wide,
        height: inner,
      })
      .png()
      .toBuffer();
    crops.set(key, cut);
  }
  return cut;
}

/** A print drawn at random for `seed`. */
export function portraitPrint(seed: number): TPortraitPrint {
  const next = random(seed);
  return {
    tone: next() < 0.5 ? 'grey' : 'colour',
    tintHue: Math.floor(next() * 360),
    halftone: next() < 0.6,
  };
}

/**
 * The face as printed on a document, `width` x `height`: toned (engraved grey or faded
 * colour with a cast), lower in contrast than the photo, optionally screened into dots.
 */
export async function printPortrait(
  face: Buffer,
  width: number,
  height: number,
  print: TPortraitPrint,
) {
  const tint = hsl(print.tintHue, print.tone === 'grey' ? 0.12 : 0.3, 0.55);
  // A photo booth's plain backdrop above the head: the square crop fills the box's width
  // from its bottom edge.
  const side = Math.min(width, height);
  const square = await sharp(face)
    .resize(side, side, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const booth = await sharp({ create: { width, height, channels: 3, background: '#d8dde2' } })
    .composite([
      {
        input: square,
        raw: { width: side, height: side, channels: 3 },
        left: Math.round((width - side) / 2),
        top: height - side,
      },
    ])
    .removeAlpha() // a composite comes out with an alpha channel
    .raw()
    .toBuffer();
  let image = sharp(booth, { raw: { width, height, channels: 3 } });
  image =
    print.tone === 'grey'
      ? image.greyscale().tint(tint)
      : image.modulate({ saturation: 0.65 }).tint(tint);
  const toned = await image.linear(0.82, 30).toColourspace('srgb').png().toBuffer();
  if (!print.halftone) return toned;
  // The screen is printed at three times the document's resolution (36 px/mm), then seen
  // at 12 px/mm: its dots become the texture a camera sees, not a pattern it resolves.
  const { data, info } = await sharp(toned)
    .resize(width * 3, height * 3, { kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  screen(data, info.width, info.height, info.channels);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize(width, height, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
}

/** Dots on a 45° grid of 5 px (about 6 lines per mm): each channel's dot grows with its darkness. */
function screen(data: Buffer, width: number, height: number, channels: number) {
  const period = 5;
  // A dot's radius (in cells) for each grey level: its area is the level's darkness.
  const radius = Float32Array.from(
    { length: 256 },
    (_, level) => 0.564 * Math.sqrt(1 - level / 255),
  );
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x + y) / Math.SQRT2 / period;
      const v = (x - y) / Math.SQRT2 / period;
      const du = u - Math.round(u);
      const dv = v - Math.round(v);
      const distance = Math.sqrt(du * du + dv * dv); // 0 at a dot's centre, 0.71 at most
      for (let c = 0, at = (y * width + x) * channels; c < channels; c++, at++) {
        const edge = ((radius[data[at] as number] as number) - distance) / 0.12 + 0.5;
        const coverage = Math.max(0, Math.min(edge, 1));
        data[at] = 250.5 - 235 * coverage;
      }
    }
  }
}

function hsl(hue: number, saturation: number, lightness: number) {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: f(0), g: f(8), b: f(4) };
}

/**
 * The laminate over a portrait: a soft reflection and a faint iridescent line pattern, as
 * an SVG layer for a `width` x `height` region at (`left`, `top`).
 */
export function laminate(
  left: number,
  top: number,
  width: number,
  height: number,
  seed: number,
): string {
  const next = random(seed);
  const [cx, cy] = [left + width * (0.2 + next() * 0.6), top + height * (0.15 + next() * 0.7)];
  const strength = (0.35 + next() * 0.45).toFixed(2);
  const waves = Array.from({ length: 9 }, (_, i) => {
    const y = top + (height / 9) * (i + 0.5);
    return `<path d="M${left} ${y} q${width / 4} -14 ${width / 2} 0 t${width / 2} 0" stroke="hsl(${(i * 40 + seed) % 360},80%,70%)" stroke-width="2" fill="none" opacity="0.22"/>`;
  }).join('');
  return `<defs><radialGradient id="lam"><stop offset="0" stop-color="#fff" stop-opacity="${strength}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>${waves}<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(width * 0.45).toFixed(1)}" ry="${(height * 0.3).toFixed(1)}" fill="url(#lam)"/>`;
}
