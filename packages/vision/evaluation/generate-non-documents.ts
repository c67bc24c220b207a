import sharp, { type Sharp } from 'sharp';
import { random } from '../testing/photograph.ts';
import { drawSelfie, photographSelfie } from './capture-selfie.ts';
import { FACE_CROPS, faceCrop } from './print-portrait.ts';

/** What a photo that is no identity document shows. */
export type TNonDocumentKind = 'portrait' | 'printed-photo' | 'selfie' | 'blank' | 'landscape';

export interface TNonDocument {
  kind: TNonDocumentKind;
  name: string;
  jpeg: Buffer;
}

/** Per kind: a photo of a person filling the frame, or lying on a table, ... */
export const NON_DOCUMENTS_PER_KIND = 12;

const between = (next: () => number, from: number, to: number) => from + next() * (to - from);

/** Grain and JPEG, as a phone's camera leaves them. */
async function camera(raw: Buffer, width: number, height: number, seed: number) {
  const next = random(seed * 131 + 7);
  const noise = between(next, 1, 8);
  const grain = random(seed * 977 + 3);
  const data = Buffer.from(raw);
  for (let i = 0; i < data.length; i++) {
    const value = (data[i] as number) + (grain() + grain() + grain() - 1.5) * 2 * noise;
    data[i] = value < 0 ? 0 : value > 255 ? 255 : value + 0.5;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: Math.round(between(next, 60, 92)) })
    .toBuffer();
}

async function shot(image: Sharp, seed: number) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return camera(data, info.width, info.height, seed);
}

/** A head-and-shoulders photo of a person filling a phone's portrait frame. */
async function portrait(face: string, seed: number) {
  const next = random(seed * 17 + 1);
  const width = 720 + Math.round(next() * 4) * 60;
  const height = Math.round((width * 4) / 3);
  const crop = await sharp(await faceCrop(face, 'selfie'))
    .resize({ width, height, fit: 'cover', kernel: 'lanczos3' })
    .modulate({ brightness: between(next, 0.8, 1.15), saturation: between(next, 0.8, 1.2) })
    .blur(between(next, 0.3, 1.2))
    .png()
    .toBuffer();
  return shot(sharp(crop), seed);
}

/**
 * A printed photograph of a person lying on a table or held against a wall: a rectangle
 * with a face on it, the case a card's front with a portrait looks most like.
 */
async function printedPhoto(face: string, seed: number) {
  const next = random(seed * 29 + 5);
  const [width, height] = [1280, 720];
  const size = Math.round(between(next, 200, 520));
  const print = await sharp(await faceCrop(face, 'portrait'))
    .resize({ width: size, kernel: 'lanczos3' })
    .extend({ top: 8, bottom: 8, left: 8, right: 8, background: '#f4f2ee' })
    .rotate(between(next, -8, 8), { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const meta = await sharp(print).metadata();
  const table = `hsl(${Math.floor(next() * 360)},${10 + Math.floor(next() * 30)}%,${25 + Math.floor(next() * 50)}%)`;
  const left = Math.round(next() * Math.max(0, width - (meta.width ?? 0)));
  const top = Math.round(next() * Math.max(0, height - (meta.height ?? 0)));
  const composed = sharp({ create: { width, height, channels: 3, background: table } })
    .composite([{ input: print, left, top }])
    .png();
  return shot(sharp(await composed.toBuffer()).blur(between(next, 0.3, 1)), seed);
}

/** A plain surface: a wall, a table, a sheet of paper, a blank card, a dark frame. */
async function blank(seed: number) {
  const next = random(seed * 41 + 9);
  const [width, height] = [1280, 960];
  const tone = `hsl(${Math.floor(next() * 360)},${Math.floor(next() * 35)}%,${10 + Math.floor(next() * 80)}%)`;
  const sheet = `hsl(40,${Math.floor(next() * 10)}%,${85 + Math.floor(next() * 12)}%)`;
  const shape = seed % 4;
  // A blank card or sheet of paper on a surface, or only the surface, lit unevenly.
  const w = shape === 1 ? 520 : 640;
  const h = shape === 1 ? 328 : 860;
  const inner =
    shape === 1 || shape === 2
      ? `<rect x="${(width - w) / 2 + (next() - 0.5) * 120}" y="${(height - h) / 2}" width="${w}" height="${h}" rx="${shape === 1 ? 24 : 0}" fill="${sheet}" transform="rotate(${between(next, -10, 10)} ${width / 2} ${height / 2})"/>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="l" cx="${next()}" cy="${next()}" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient></defs><rect width="100%" height="100%" fill="${tone}"/>${inner}<rect width="100%" height="100%" fill="url(#l)"/></svg>`;
  return shot(sharp(Buffer.from(svg)).blur(between(next, 0.3, 2)), seed);
}

/** A landscape: sky, a sun, mountain ridges, a lake or a field, trees. */
async function landscape(seed: number) {
  const next = random(seed * 53 + 11);
  const [width, height] = [1280, 853];
  const sky = Math.floor(between(next, 190, 230));
  const horizon = Math.round(between(next, 0.4, 0.65) * height);
  const ridge = (level: number, shade: number) => {
    const points: string[] = [`0,${height}`];
    for (let x = 0; x <= width; x += 64) {
      points.push(`${x},${Math.round(horizon - level * between(next, 40, 220))}`);
    }
    points.push(`${width},${height}`);
    return `<polygon points="${points.join(' ')}" fill="hsl(${Math.floor(between(next, 90, 160))},${20 + shade}%,${20 + shade}%)"/>`;
  };
  const trees = Array.from({ length: 8 + Math.floor(next() * 12) }, () => {
    const x = Math.round(next() * width);
    const y = Math.round(horizon + next() * (height - horizon) * 0.8);
    const size = Math.round(between(next, 20, 90));
    return `<polygon points="${x},${y - size * 2} ${x - size / 2},${y} ${x + size / 2},${y}" fill="hsl(130,35%,${12 + Math.floor(next() * 15)}%)"/>`;
  }).join('');
  const water =
    next() < 0.5
      ? `<rect x="0" y="${horizon + 40}" width="${width}" height="${Math.round((height - horizon) / 3)}" fill="hsl(${sky},40%,45%)" opacity="0.8"/>`
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${sky},60%,45%)"/><stop offset="1" stop-color="hsl(${sky - 20},50%,85%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/><circle cx="${Math.round(next() * width)}" cy="${Math.round(between(next, 0.08, 0.3) * height)}" r="${Math.round(between(next, 25, 60))}" fill="#fff6d5"/>${ridge(1, 10)}${ridge(0.6, 20)}${water}${ridge(0.2, 30)}${trees}</svg>`;
  return shot(sharp(Buffer.from(svg)).blur(between(next, 0.3, 1.2)), seed);
}

/**
 * Photos that show no identity document, NON_DOCUMENTS_PER_KIND of each kind, deterministic
 * per index: people (a portrait filling the frame, a printed photograph on a table, a
 * webcam selfie; the labelled faces of Human's sample screenshots), blank surfaces and
 * drawn landscapes. What the OCR service must refuse without charging.
 */
export async function generateNonDocuments(
  perKind = NON_DOCUMENTS_PER_KIND,
): Promise<TNonDocument[]> {
  // One photo of each person before a second of anyone.
  const people = [...new Map(FACE_CROPS.map((crop) => [crop.identity, crop.name])).values()];
  const face = (index: number) => people[index % people.length] as string;
  const made: TNonDocument[] = [];
  for (let index = 0; index < perKind; index++) {
    const seed = 7000 + index;
    const of = (kind: TNonDocumentKind, jpeg: Buffer, name = `${kind}-${index}`) =>
      made.push({ kind, name, jpeg });
    of('portrait', await portrait(face(index), seed), `portrait-${face(index)}`);
    of('printed-photo', await printedPhoto(face(index + 5), seed), `printed-${face(index + 5)}`);
    const selfie = face(index + 11);
    of('selfie', await photographSelfie(selfie, drawSelfie(seed), seed), `selfie-${selfie}`);
    of('blank', await blank(seed));
    of('landscape', await landscape(seed));
  }
  return made;
}
