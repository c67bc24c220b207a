import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTd1, buildTd3 } from '../src/mrz/build-mrz.ts';
import { FIXTURE_IDENTITIES, type TFixtureIdentity } from './identities.ts';
import { photograph, SHOTS } from './photograph.ts';
import { renderDocument, type TDocumentSide } from './render-document.ts';

export const FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/generated',
);

/** One generated image and what it shows. */
export interface TFixture {
  file: string;
  identity: string;
  side: TDocumentSide;
  shot: string;
  mrz: string[] | null;
}

const sidesOf = (identity: TFixtureIdentity): TDocumentSide[] =>
  identity.kind === 'passport' ? ['passport'] : ['id-front', 'id-back'];

/**
 * Renders every identity's document sides and photographs each under every shot (see
 * SHOTS), writing JPEGs and manifest.json into `dir`. Deterministic: same input, same set.
 */
export async function generateFixtures(dir = FIXTURES_DIR): Promise<TFixture[]> {
  requireMrzFont();
  await fs.mkdir(dir, { recursive: true });
  const manifest: TFixture[] = [];
  let seed = 1;
  for (const identity of FIXTURE_IDENTITIES) {
    for (const side of sidesOf(identity)) {
      const flat = await renderDocument(identity, side);
      const mrz =
        side === 'id-back' ? buildTd1(identity) : side === 'passport' ? buildTd3(identity) : null;
      for (const shot of SHOTS) {
        const file = `${identity.id}.${side}.${shot.name}.jpg`;
        const { jpeg } = await photograph(flat, shot, seed++);
        await fs.writeFile(path.join(dir, file), jpeg);
        manifest.push({ file, identity: identity.id, side, shot: shot.name, mrz });
      }
    }
  }
  await fs.writeFile(
    path.join(dir, 'manifest.json'),
    `${JSON.stringify({ version: FIXTURES_VERSION, fixtures: manifest }, null, 2)}\n`,
  );
  return manifest;
}

/** The identities and sides of `npm run vision -- --sample`: a Spanish card and a passport. */
const SAMPLES = [
  ['esp-dni-1', 'id-front'],
  ['esp-dni-1', 'id-back'],
  ['esp-passport', 'passport'],
] as const;

/**
 * Writes three sharp photographs (a card's front and back, a passport page) into `dir` for a
 * first try of the engine, and returns their paths.
 */
export async function generateSamples(dir: string): Promise<string[]> {
  requireMrzFont();
  await fs.mkdir(dir, { recursive: true });
  const crisp = SHOTS[0];
  if (!crisp) throw new Error('no shots defined');
  const files: string[] = [];
  for (const [id, side] of SAMPLES) {
    const identity = FIXTURE_IDENTITIES.find((candidate) => candidate.id === id);
    if (!identity) throw new Error(`no fixture identity ${id}`);
    const { jpeg } = await photograph(
      await renderDocument(identity, side),
      crisp,
      files.length + 1,
    );
    const file = path.join(dir, `${id}.${side}.jpg`);
    await fs.writeFile(file, jpeg);
    files.push(file);
  }
  return files;
}

/** Raised whenever the identities, the shots or the rendering change: the set is rebuilt. */
const FIXTURES_VERSION = 3;

/** The generated set, generating it first if it is missing or from an older generator. */
export async function loadFixtures(dir = FIXTURES_DIR): Promise<TFixture[]> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
      version?: number;
      fixtures?: TFixture[];
    };
    if (manifest.version === FIXTURES_VERSION && manifest.fixtures) return manifest.fixtures;
  } catch {
    // missing: generated below
  }
  return generateFixtures(dir);
}

/** Without OCR-B, librsvg would silently draw the MRZ in another font. */
function requireMrzFont(): void {
  let families = '';
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    // no fontconfig tools: let sharp try
    return;
  }
  if (!families.includes('OCR B')) {
    throw new Error('The MRZ font OCR-B is missing: apt-get install fonts-ocr-b (see .ci/run).');
  }
}
