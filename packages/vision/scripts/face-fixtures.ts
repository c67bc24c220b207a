import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { HUMAN_DIR } from '../src/face/human-engine.ts';
import { FACE_LABELS as labels } from './face-labels.ts';

// `node --import tsx packages/vision/scripts/face-fixtures.ts`: cuts the labelled faces out
// of the images @vladmandic/human ships (assets/) and renders the face test set into
// packages/vision/fixtures/faces (generated, not committed). Deterministic: same inputs,
// same files. Tests call `ensureFaceFixtures()`, which builds the set when it is missing.

/** Changes with the labels, so a relabelled set is rebuilt. */
const VERSION = `2-${createHash('sha256').update(JSON.stringify(labels)).digest('hex').slice(0, 12)}`;
export const FACE_FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/faces',
);
const ASSETS = path.join(HUMAN_DIR, 'assets');

export type TRect = [x: number, y: number, width: number, height: number];
export interface TFaceFixture {
  file: string;
  kind: 'match' | 'variant' | 'frame' | 'none';
  /** Person in the picture (match, variant, frame); unique ids for people seen once. */
  identity?: string;
  /** Where the face crop was pasted, in the fixture's pixels. */
  faceRect?: TRect;
  /** For variants: the match fixture it was made from, and how. */
  base?: string;
  variant?: string;
}
export interface TFaceManifest {
  version: string;
  fixtures: TFaceFixture[];
}

interface TCrop {
  name: string;
  source: string;
  rect: TRect;
  identity: string;
}

/** Every labelled crop: the grid cells (but the unsure ones) and the extra rectangles. */
export function labelledCrops(): TCrop[] {
  const { grid } = labels;
  const crops: TCrop[] = [];
  grid.identities.forEach((row, r) => {
    row.forEach((identity, c) => {
      if (identity === '?') return;
      const name = `grid-r${r}c${c}`;
      const left = Math.round((c * 1920) / grid.columns);
      const top = grid.tops[r] as number;
      const rect: TRect = [left, top, grid.cellWidth, grid.cellHeight];
      crops.push({ name, source: grid.source, rect, identity: identity || `solo-${name}` });
    });
  });
  for (const crop of labels.crops) crops.push({ ...crop, rect: [...crop.rect] });
  return crops;
}

/** A face crop scaled to `size` px wide, pasted on a plain canvas (the detector needs room). */
async function pasted(face: Buffer, canvas: [number, number], size: number, at: [number, number]) {
  const scaled = await sharp(face).resize({ width: size, kernel: 'lanczos3' }).toBuffer();
  const { height = size } = await sharp(scaled).metadata();
  const image = await sharp({
    create: { width: canvas[0], height: canvas[1], channels: 3, background: '#7f7f7f' },
  })
    .composite([{ input: scaled, left: at[0], top: at[1] }])
    .jpeg({ quality: 92 })
    .toBuffer();
  return { image, faceRect: [at[0], at[1], size, height] as TRect };
}

const VARIANTS: Record<string, (image: Sharp) => Promise<Buffer>> = {
  dim: (image) => image.linear(0.45, 0).jpeg({ quality: 92 }).toBuffer(),
  bright: (image) => image.linear(1.35, 40).jpeg({ quality: 92 }).toBuffer(),
  'jpeg-q15': (image) => image.jpeg({ quality: 15 }).toBuffer(),
  'rotate-10': (image) => image.rotate(-10, { background: '#7f7f7f' }).jpeg().toBuffer(),
  'rotate+10': (image) => image.rotate(10, { background: '#7f7f7f' }).jpeg().toBuffer(),
  blur: (image) => image.blur(2.5).jpeg({ quality: 92 }).toBuffer(),
};

async function build(): Promise<TFaceManifest> {
  await rm(FACE_FIXTURES_DIR, { recursive: true, force: true });
  await mkdir(FACE_FIXTURES_DIR, { recursive: true });
  const fixtures: TFaceFixture[] = [];
  const write = async (fixture: TFaceFixture, data: Buffer) => {
    await writeFile(path.join(FACE_FIXTURES_DIR, fixture.file), data);
    fixtures.push(fixture);
  };

  const crops = labelledCrops();
  const faces = new Map<string, Buffer>();
  for (const crop of crops) {
    const [left, top, width, height] = crop.rect;
    const face = await sharp(path.join(ASSETS, crop.source))
      .extract({ left, top, width, height })
      .png()
      .toBuffer();
    faces.set(crop.name, face);
    // Upscaled about 3x (grid cells are ~106 px) to a 300 px face on a 640x480 frame.
    const { image, faceRect } = await pasted(face, [640, 480], 300, [170, 80]);
    await write(
      { file: `${crop.name}.jpg`, kind: 'match', identity: crop.identity, faceRect },
      image,
    );
  }

  // Variations of three people, and a small copy (a 100 px face: under widthFaceRect).
  for (const base of ['detect-1', 'faceid', 'grid-r0c3', 'detect-3']) {
    const face = faces.get(base) as Buffer;
    const identity = crops.find((crop) => crop.name === base)?.identity;
    const original = await pasted(face, [640, 480], 300, [170, 80]);
    for (const [variant, apply] of Object.entries(VARIANTS)) {
      const image = await apply(sharp(original.image));
      const file = `variant-${base}-${variant}.jpg`;
      await write({ file, kind: 'variant', identity, base, variant }, image);
    }
    const small = await pasted(face, [640, 480], 100, [270, 190]);
    const file = `variant-${base}-small.jpg`;
    await write(
      { file, kind: 'variant', identity, base, variant: 'small', faceRect: small.faceRect },
      small.image,
    );
  }

  // 1280x720 camera-like frames for the bench: one face, 240–330 px, moving around.
  const names = [...faces.keys()];
  for (let i = 0; i < 30; i += 1) {
    const name = names[(i * 7) % names.length] as string;
    const size = 240 + ((i * 37) % 91);
    const at: [number, number] = [80 + ((i * 131) % 800), 40 + ((i * 53) % 300)];
    const { image, faceRect } = await pasted(faces.get(name) as Buffer, [1280, 720], size, at);
    const identity = crops.find((crop) => crop.name === name)?.identity;
    await write(
      { file: `frame-${String(i).padStart(2, '0')}.jpg`, kind: 'frame', identity, faceRect },
      image,
    );
  }

  await write({ file: 'none-checkerboard.png', kind: 'none' }, await checkerboard());
  await write({ file: 'none-id-back.jpg', kind: 'none' }, await idBackWithoutPortrait());

  const manifest: TFaceManifest = { version: VERSION, fixtures };
  await writeFile(path.join(FACE_FIXTURES_DIR, 'manifest.json'), JSON.stringify(manifest, null, 1));
  return manifest;
}

async function checkerboard() {
  const [width, height, cell] = [640, 480, 40];
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      pixels[y * width + x] = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? 220 : 30;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** The back of an ID card (printed lines and a TD1 MRZ, no portrait) on a 1280x720 frame. */
async function idBackWithoutPortrait() {
  const mrz = [
    'IDESPBAA000589599999999D<<<<<<',
    '8001014F3106028ESP<<<<<<<<<<<7',
    'ESPANOLA<ESPANOLA<<CARMEN<<<<<',
  ];
  const text = (line: string, y: number, size: number, family = 'sans-serif') =>
    `<text x="40" y="${y}" font-family="${family}" font-size="${size}" fill="#1c1c1c">${line.replaceAll('<', '&lt;')}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">
    <rect width="856" height="540" rx="28" fill="#dfe8e4"/>
    ${text('DOMICILIO  C. MAYOR 1, MADRID', 70, 26)}${text('LUGAR DE NACIMIENTO  MADRID', 115, 26)}
    ${text('HIJO/A DE  JUAN / ANA', 160, 26)}
    <rect y="330" width="856" height="210" fill="#f4f4ee"/>
    ${mrz.map((line, i) => text(line, 390 + i * 56, 44, 'monospace')).join('')}
  </svg>`;
  const card = await sharp(Buffer.from(svg)).png().toBuffer();
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: '#5a4b3c' } })
    .composite([{ input: card, left: 212, top: 90 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The face test set: read from disk, or generated first when missing or outdated. */
export async function ensureFaceFixtures(): Promise<TFaceManifest> {
  const file = path.join(FACE_FIXTURES_DIR, 'manifest.json');
  if (existsSync(file)) {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as TFaceManifest;
    if (manifest.version === VERSION) return manifest;
  }
  return build();
}

export const fixturePath = (fixture: TFaceFixture) => path.join(FACE_FIXTURES_DIR, fixture.file);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = await build();
  console.log(`${manifest.fixtures.length} face fixtures in ${FACE_FIXTURES_DIR}`);
}
