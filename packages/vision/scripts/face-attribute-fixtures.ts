import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { TMeshPoint } from '../src/face/face-landmarks.ts';
import { getHumanEngine, HUMAN_DIR } from '../src/face/human-engine.ts';
import { accessoriesSvg, type TAccessories } from '../testing/face-accessories.ts';
import { random } from '../testing/photograph.ts';
import { labelledCrops } from './face-fixtures.ts';

// `node --import tsx packages/vision/scripts/face-attribute-fixtures.ts`: the labelled
// face-attribute sets (generated, not committed) in packages/vision/fixtures/face-attributes.
// Each image is a face from the images @vladmandic/human ships, with glasses, facial hair
// and a hair cap drawn on it where its labels say so (testing/face-accessories.ts),
// placed by the face mesh found in the clean picture. Two sets from disjoint people:
// 'tune' (thresholds were chosen on it) and 'eval' (only measured). Deterministic.

export type TAttributeSplit = 'tune' | 'eval';
export interface TAttributeFixture {
  file: string;
  base: string;
  identity: string;
  labels: TAccessories;
}
export interface TAttributeManifest {
  version: string;
  split: TAttributeSplit;
  fixtures: TAttributeFixture[];
}

export const ATTRIBUTE_FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/face-attributes',
);
const SOURCE_HASH = createHash('sha256')
  .update(await readFile(fileURLToPath(new URL('../testing/face-accessories.ts', import.meta.url))))
  .update(await readFile(fileURLToPath(import.meta.url)))
  .digest('hex')
  .slice(0, 12);
const SIZES: Record<TAttributeSplit, { count: number; seed: number }> = {
  tune: { count: 100, seed: 7001 },
  eval: { count: 160, seed: 90210 },
};

/**
 * Faces that already wear glasses, a beard or face paint in the source photos (looked at
 * by eye): their own attributes would contradict the drawn labels, so they are left out.
 */
const EXCLUDED = new Set([
  'grid-r0c9',
  'grid-r1c8',
  'grid-r1c15',
  'grid-r1c16',
  'grid-r2c0',
  'grid-r2c7',
  'grid-r2c13',
  'grid-r3c4',
  'grid-r4c11',
  'grid-r5c5',
  'grid-r5c14',
]);

/** Every third person (in name order) is a tuning identity; the others are evaluated. */
export function splitOf(identity: string): TAttributeSplit {
  const people = [...new Set(labelledCrops().map((crop) => crop.identity))].sort();
  return people.indexOf(identity) % 3 === 0 ? 'tune' : 'eval';
}

const HAIR = ['brown', 'black', 'blond', 'red', 'gray', 'white', 'other'] as const;

function drawLabels(next: () => number): TAccessories {
  const roll = next();
  const glasses = roll < 0.4 ? 'none' : roll < 0.7 ? 'reading' : 'sun';
  let [beard, moustache, sideburns] = [false, false, false];
  if (next() < 0.55) {
    beard = next() < 0.6;
    moustache = next() < 0.6;
    sideburns = next() < 0.45;
    if (!beard && !moustache && !sideburns) moustache = true;
  }
  const hair = next() < 0.88 ? (HAIR[Math.floor(next() * HAIR.length)] ?? 'brown') : null;
  return { glasses, beard, moustache, sideburns, hair };
}

async function meshOf(image: Buffer): Promise<TMeshPoint[] | null> {
  const { human } = await getHumanEngine();
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = human.tf.tensor3d(Int32Array.from(data), [info.height, info.width, 3], 'int32');
  try {
    const faces = (await human.detect(tensor, { face: { iris: { enabled: false } } })).face;
    const mesh = faces[0]?.mesh;
    return mesh && mesh.length >= 468 ? (mesh as TMeshPoint[]) : null;
  } finally {
    human.tf.dispose(tensor);
  }
}

async function build(split: TAttributeSplit): Promise<TAttributeManifest> {
  const dir = path.join(ATTRIBUTE_FIXTURES_DIR, split);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const crops = labelledCrops().filter(
    (crop) => !EXCLUDED.has(crop.name) && splitOf(crop.identity) === split,
  );
  const { count, seed } = SIZES[split];
  const next = random(seed);
  const fixtures: TAttributeFixture[] = [];
  for (let i = 0; fixtures.length < count && i < count * 2; i += 1) {
    const crop = crops[Math.floor(next() * crops.length)] ?? crops[0];
    if (!crop) throw new Error(`no faces for the ${split} set`);
    const [left, top, width, height] = crop.rect;
    const size = Math.round(220 + next() * 100);
    const face = await sharp(path.join(HUMAN_DIR, 'assets', crop.source))
      .extract({ left, top, width, height })
      .resize({ width: size, kernel: 'lanczos3' })
      .toBuffer();
    const grey = Math.round(90 + next() * 90);
    const at = {
      left: Math.round(40 + next() * (600 - size - 40)),
      top: Math.round(60 + next() * 60),
    };
    const clean = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: grey, g: grey, b: grey } },
    })
      .composite([{ input: face, ...at }])
      .png()
      .toBuffer();
    const mesh = await meshOf(clean);
    if (!mesh) continue;
    const labels = drawLabels(next);
    const svg = accessoriesSvg(mesh, labels, { width: 640, height: 480 }, seed + i);
    let image = sharp(clean).composite([{ input: Buffer.from(svg) }]);
    image = sharp(await image.png().toBuffer()).blur(0.5 + next() * 0.6);
    const light = 0.72 + next() * 0.5;
    image = image.linear(light, 0);
    if (next() < 0.3) {
      image = sharp(await image.png().toBuffer()).rotate((next() - 0.5) * 16, {
        background: { r: grey, g: grey, b: grey },
      });
    }
    const file = `${split}-${String(fixtures.length).padStart(3, '0')}.jpg`;
    await writeFile(
      path.join(dir, file),
      await image.jpeg({ quality: Math.round(70 + next() * 22) }).toBuffer(),
    );
    fixtures.push({ file, base: crop.name, identity: crop.identity, labels });
  }
  const manifest: TAttributeManifest = { version: SOURCE_HASH, split, fixtures };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));
  return manifest;
}

/** A labelled set: read from disk, or generated first when missing or outdated. */
export async function ensureAttributeFixtures(split: TAttributeSplit): Promise<TAttributeManifest> {
  const file = path.join(ATTRIBUTE_FIXTURES_DIR, split, 'manifest.json');
  if (existsSync(file)) {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as TAttributeManifest;
    if (manifest.version === SOURCE_HASH) return manifest;
  }
  return build(split);
}

export const attributeFixturePath = (split: TAttributeSplit, fixture: TAttributeFixture) =>
  path.join(ATTRIBUTE_FIXTURES_DIR, split, fixture.file);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const split of ['tune', 'eval'] as const) {
    const manifest = await build(split);
    console.log(
      `${manifest.fixtures.length} ${split} images in ${path.join(ATTRIBUTE_FIXTURES_DIR, split)}`,
    );
  }
  process.exit(0);
}
