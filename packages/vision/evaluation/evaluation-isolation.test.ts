import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLASSIFIER_FONTS, MONO_FONTS, UNSEEN_FONTS } from '../scripts/mrz-fonts.ts';
import { GLYPH_FONTS } from '../src/mrz/read-cells.ts';
import { pairsOf, type TDescribedTake } from './evaluate-face-pairs.ts';
import { facePeople } from './face-pair-people.ts';
import { MRZ_FONTS, OCR_B } from './mrz-fonts.ts';

// The evaluation set must never feed the tuning: no engine code, fixture generator or tuning
// script may import this folder or read where its images are cached. The benches and this
// folder's own tests are the only readers.

const EVALUATION = path.dirname(fileURLToPath(import.meta.url));
/** The fonts the evaluation set prints MRZs in besides OCR-B, and every tuning font. */
const EVALUATED_FONTS = MRZ_FONTS.map(({ family }) => family).filter((family) => family !== OCR_B);
const TUNING_FONTS = [...MONO_FONTS, ...UNSEEN_FONTS, ...CLASSIFIER_FONTS, ...GLYPH_FONTS];
const PACKAGE = path.resolve(EVALUATION, '..');

/** Every module specifier a source imports, statically or dynamically. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
  ]) {
    for (const match of source.matchAll(pattern)) found.push(match[1] as string);
  }
  return found;
}

/** Whether `specifier`, imported from `file`, points into the evaluation folder. */
const intoEvaluation = (file: string, specifier: string) =>
  (specifier.startsWith('.') &&
    path.resolve(path.dirname(file), specifier).startsWith(`${EVALUATION}${path.sep}`)) ||
  /@confirma\/vision\/evaluation\//.test(specifier);

async function sourcesOutside(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Not this folder, nor the generated images under packages/vision/fixtures.
      const skipped =
        full === EVALUATION ||
        full === path.join(PACKAGE, 'fixtures') ||
        entry.name === 'node_modules';
      if (!skipped) files.push(...(await sourcesOutside(full)));
    } else if (/\.(ts|mts|cts|js|mjs|cjs)$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

describe('the evaluation set stays out of the tuning', () => {
  it('finds the imports it looks for (the guard itself works)', () => {
    const file = path.join(PACKAGE, 'testing/generate-fixtures.ts');
    const source =
      "import { x } from '../evaluation/draw-security.ts';\nconst y = await import(\"../evaluation/mrz-fonts.ts\");\nimport '../evaluation/side-effect.ts';";
    expect(importsOf(source).filter((specifier) => intoEvaluation(file, specifier))).toHaveLength(
      3,
    );
    expect(intoEvaluation(file, '../mrz/build-mrz.ts')).toBe(false);
    expect(
      intoEvaluation(
        path.join(PACKAGE, 'scripts/x.ts'),
        '@confirma/vision/evaluation/generate-evaluation-set',
      ),
    ).toBe(true);
  });

  it('no engine file, fixture generator or tuning script imports it or reads its cache', async () => {
    const files = await sourcesOutside(PACKAGE);
    // The engine, its fixtures and the tuning scripts are all looked at.
    for (const expected of [
      'src/analyse-image.ts',
      'testing/generate-fixtures.ts',
      'scripts/mrz-templates.ts',
      'scripts/face-fixtures.ts',
    ]) {
      expect(files).toContain(path.join(PACKAGE, expected));
    }
    const offenders: string[] = [];
    let imports = 0;
    for (const file of files) {
      const source = await fs.readFile(file, 'utf8');
      const specifiers = importsOf(source);
      imports += specifiers.length;
      if (
        specifiers.some((specifier) => intoEvaluation(file, specifier)) ||
        source.includes('vision-evaluation')
      ) {
        offenders.push(path.relative(PACKAGE, file));
      }
    }
    expect(imports).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });

  it('makes no glyph templates, classifier cells nor development images from the fonts it prints MRZs in', () => {
    expect(EVALUATED_FONTS.length).toBeGreaterThanOrEqual(2);
    for (const family of TUNING_FONTS) expect(EVALUATED_FONTS).not.toContain(family);
  });

  it('makes none of them from a font of the same family as one it prints MRZs in, nor from a known derivative', () => {
    // A family's other members share its designer's hand (Liberation Serif, learnt by
    // accident for IBM 3270, lifted the evaluation's serif reads: docs/vision-history.md, sixteenth
    // round). FreeMono comes from Nimbus Mono, Hack and Bitstream Vera from DejaVu's line,
    // Cousine is Liberation Mono's design, TeX Gyre Cursor is URW's Courier.
    const kin = [
      ...EVALUATED_FONTS.map((family) => family.split(' ')[0] as string),
      'FreeMono',
      'Hack',
      'Bitstream Vera',
      'Cousine',
      'TeX Gyre',
    ];
    expect(kin).toContain('Liberation');
    for (const family of TUNING_FONTS) {
      expect(kin.filter((name) => family.startsWith(name))).toEqual([]);
    }
  });

  it('tunes the face match on people it never judges it on', () => {
    const people = facePeople(Number.POSITIVE_INFINITY);
    const sides = new Map<string, Set<string>>();
    for (const entry of people) {
      for (const face of entry.faces) {
        sides.set(face, new Set([...(sides.get(face) ?? []), entry.split]));
      }
    }
    // Every photograph, and so every person, is on exactly one side.
    expect([...sides.values()].every((split) => split.size === 1)).toBe(true);
    const of = (split: string) => people.filter((entry) => entry.split === split);
    for (const split of ['tuning', 'held-apart']) {
      // People seen more than once on each side: the genuine pairs of each side.
      expect(of(split).filter((entry) => entry.faces.length > 1).length).toBeGreaterThanOrEqual(5);
    }
    const names = (split: string) => new Set(of(split).map((entry) => entry.person));
    for (const person of names('tuning')) expect(names('held-apart').has(person)).toBe(false);
    // The library's author, with 21 photographs, weighs on no held-apart figure.
    expect(names('tuning').has('vlad')).toBe(true);
  });

  it('pairs a selfie only with documents of another photograph on its own side', () => {
    const take = (person: string, face: string, split: 'tuning' | 'held-apart', take = 0) =>
      ({
        person,
        face,
        split,
        take,
        print: 'grey',
        document: [1, 0],
        selfie: [1, 0],
      }) as TDescribedTake;
    const pairs = pairsOf([
      take('a', 'a1', 'tuning'),
      take('a', 'a1', 'tuning', 1),
      take('a', 'a2', 'tuning'),
      take('b', 'b1', 'held-apart'),
      { ...take('b', 'b2', 'held-apart'), document: null },
    ]);
    // a1's two takes against a2 and back (4 genuine), b1 against b2 and back (2 genuine,
    // the one against b2's unfound portrait kept, scoreless); nothing across the sides.
    expect(pairs.filter((pair) => pair.split === 'tuning')).toHaveLength(4);
    expect(pairs.filter((pair) => pair.split === 'held-apart')).toHaveLength(2);
    expect(pairs.every((pair) => pair.genuine)).toBe(true);
    expect(pairs.filter((pair) => pair.cosine === null)).toHaveLength(1);
  });
});
