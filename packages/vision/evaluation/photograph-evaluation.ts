import sharp from 'sharp';
import { random, warpOnto } from '../testing/photograph.ts';
import type { TCapture } from './capture-conditions.ts';
import type { TFlatDocument } from './compose-document.ts';
import { placeDocument } from './place-document.ts';

/**
 * Photographs a flat document (transparent outside its corners) under `capture`: placed in
 * perspective on a background, lit unevenly, glared, blurred, grained and JPEG-compressed.
 * Returns the JPEG, the frame size actually used and the document's outline share.
 */
export async function photographEvaluation(
  document: TFlatDocument,
  capture: TCapture,
  seed: number,
) {
  const placed = placeDocument(document, capture, seed);
  const { frame, corners } = placed;
  // Scaled close to its size in the frame first (an area filter, as a sensor integrates),
  // so the warp does not alias fine print and halftone.
  const xs = corners.map((corner) => corner.x);
  const target = Math.max(64, Math.round((Math.max(...xs) - Math.min(...xs)) * 1.15));
  const { data, info } = await sharp(document.data, {
    raw: { width: document.width, height: document.height, channels: 4 },
  })
    .resize({ width: Math.min(target, document.width), kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Warped into the outline's bounding box only (the warp's cost goes with its output).
  const ys = corners.map((corner) => corner.y);
  const box = { left: Math.floor(Math.min(...xs)), top: Math.floor(Math.min(...ys)) };
  const boxSize = {
    width: Math.min(frame.width - box.left, Math.ceil(Math.max(...xs)) - box.left + 1),
    height: Math.min(frame.height - box.top, Math.ceil(Math.max(...ys)) - box.top + 1),
  };
  const inBox = corners.map(({ x, y }) => ({ x: x - box.left, y: y - box.top }));
  const layer = await warpOnto(
    { data, width: info.width, height: info.height },
    inBox,
    boxSize,
    'linear',
  );

  const composed = await sharp(Buffer.from(backgroundSvg(capture.background, frame, seed)))
    .composite([{ input: layer, raw: { ...boxSize, channels: 4 }, left: box.left, top: box.top }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  light(composed.data, frame, composed.info.channels, capture.light);
  let image = sharp(composed.data, { raw: { ...frame, channels: composed.info.channels } });
  if (capture.glare.length > 0) {
    const spots = capture.glare
      .map((spot, i) => {
        const at = bilinear(corners, spot.u, spot.v);
        const r = spot.radius * (Math.max(...xs) - Math.min(...xs));
        return `<radialGradient id="g${i}"><stop offset="0" stop-color="#fff" stop-opacity="${spot.strength}"/><stop offset="0.35" stop-color="#fff" stop-opacity="${(spot.strength * 0.8).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><ellipse cx="${at.x.toFixed(1)}" cy="${at.y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="url(#g${i})"/>`;
      })
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}">${spots}</svg>`;
    const glared = await image
      .composite([{ input: Buffer.from(svg) }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    image = sharp(glared.data, { raw: { ...frame, channels: glared.info.channels } });
  }
  if (capture.blur >= 0.3) image = image.blur(capture.blur);
  if (capture.noise > 0) {
    const grainy = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    grain(grainy.data, capture.noise, seed);
    image = sharp(grainy.data, { raw: { ...frame, channels: grainy.info.channels } });
  }
  const jpeg = await image.jpeg({ quality: capture.jpegQuality }).toBuffer();
  return { jpeg, frame, corners, scale: placed.scale };
}

/** A point of the document (u, v in 0–1) in the frame, bilinear over its corners. */
function bilinear(corners: { x: number; y: number }[], u: number, v: number) {
  const [a, b, c, d] = corners as [
    { x: number; y: number },
    { x: number; y: number },
    { x: number; y: number },
    { x: number; y: number },
  ];
  const top = { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u };
  const bottom = { x: d.x + (c.x - d.x) * u, y: d.y + (c.y - d.y) * u };
  return { x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v };
}

/** Multiplies by the light's level, falling off by `gradient` along `direction`. */
function light(
  data: Buffer,
  frame: { width: number; height: number },
  channels: number,
  light: TCapture['light'],
) {
  const angle = (light.direction * Math.PI) / 180;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * frame.width + Math.abs(dy) * frame.height;
  const origin = Math.min(0, dx * frame.width) + Math.min(0, dy * frame.height);
  for (let y = 0; y < frame.height; y++) {
    for (let x = 0; x < frame.width; x++) {
      const t = (x * dx + y * dy - origin) / span; // 0 on the lit side, 1 on the far one
      const factor = light.level * (1 - light.gradient * t);
      const at = (y * frame.width + x) * channels;
      for (let c = 0; c < channels; c++) {
        const value = (data[at + c] as number) * factor;
        data[at + c] = value >= 255 ? 255 : value + 0.5;
      }
    }
  }
}

/**
 * Gaussian grain, per pixel and a little per channel (a Bayer sensor's noise is not grey):
 * normal deviates drawn from a seeded table by a xorshift index (exact Box-Muller per
 * value took half a second a frame).
 */
function grain(data: Buffer, deviation: number, seed: number) {
  const next = random(seed * 7_907 + 3);
  const table = new Float32Array(4096);
  for (let i = 0; i < table.length; i++) {
    table[i] = Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
  }
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  const gauss = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return table[(state >>> 20) & 4095] as number;
  };
  for (let i = 0; i < data.length; i += 3) {
    const shared = gauss() * deviation * 0.8;
    for (let c = 0; c < 3; c++) {
      const value = (data[i + c] as number) + shared + gauss() * deviation * 0.35;
      data[i + c] = value < 0 ? 0 : value > 255 ? 255 : value + 0.5;
    }
  }
}

/** What the document lies on: a plain cloth, a wooden table, a cluttered desk, white paper. */
function backgroundSvg(
  kind: TCapture['background'],
  frame: { width: number; height: number },
  seed: number,
) {
  const next = random(seed * 31 + 7);
  const { width, height } = frame;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`;
  if (kind === 'plain') {
    return `${open}<rect width="100%" height="100%" fill="hsl(${Math.floor(next() * 360)},${20 + Math.floor(next() * 30)}%,${18 + Math.floor(next() * 25)}%)"/></svg>`;
  }
  if (kind === 'paper') {
    return `${open}<rect width="100%" height="100%" fill="#e9e7e2"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${60 + next() * 200}" y="${30 + i * 50}" width="${200 + next() * 700}" height="9" fill="#b9b6b0"/>`).join('')}</svg>`;
  }
  if (kind === 'wood') {
    const grainLines = Array.from(
      { length: 60 },
      (_, i) =>
        `<path d="M0 ${i * 14 + next() * 8} Q${width / 2} ${i * 14 + (next() - 0.5) * 40} ${width} ${i * 14 + next() * 8}" stroke="hsl(28,45%,${22 + Math.floor(next() * 14)}%)" stroke-width="${2 + next() * 5}" fill="none"/>`,
    ).join('');
    return `${open}<rect width="100%" height="100%" fill="hsl(30,45%,36%)"/>${grainLines}</svg>`;
  }
  const shapes = Array.from({ length: 34 }, () => {
    const [x, y] = [next() * width, next() * height];
    const colour = `hsl(${Math.floor(next() * 360)},${25 + Math.floor(next() * 55)}%,${20 + Math.floor(next() * 60)}%)`;
    return next() < 0.5
      ? `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(30 + next() * 260).toFixed(0)}" height="${(20 + next() * 180).toFixed(0)}" fill="${colour}" transform="rotate(${Math.floor(next() * 90)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`
      : `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(10 + next() * 80).toFixed(0)}" fill="${colour}"/>`;
  }).join('');
  return `${open}<rect width="100%" height="100%" fill="#4c5560"/>${shapes}<text x="40" y="${height - 30}" font-family="DejaVu Sans" font-size="38" fill="#ddd">Rechnung Nr. 4471 · Summe 88,20</text></svg>`;
}
