import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildTd1, buildTd2, buildTd3 } from '../src/mrz/build-mrz.ts';
import { FIXTURE_IDENTITIES, type TFixtureIdentity } from '../testing/identities.ts';
import { photograph, random, type TShot } from '../testing/photograph.ts';
import { renderDocument, renderTd2, type TMrzFont } from '../testing/render-document.ts';
import {
  developmentPrint,
  renderDevelopmentBack,
  renderDevelopmentFront,
  renderDevelopmentPage,
  renderDevelopmentTd2,
  type TDevelopmentDesign,
} from './development-designs.ts';
import { capitalScale, MONO_FONTS, UNSEEN_FONTS } from './mrz-fonts.ts';

// A draw of the development set (see development-set.ts): the tuning identities
// and renderer with randomised document numbers and dates, TD2 documents, MRZs in the
// template fonts and three fonts no template is made from, development designs, and shots
// drawn in the issue's ranges. Image i depends on the seed and i only. Draws are cached in
// /tmp/vision-development/v9-<count>[-<seed>][-<name>] (v9: this version of the set; v8
// had no unseen serif font).

export const DEVELOPMENT_FONTS = [...MONO_FONTS, ...UNSEEN_FONTS];

/** The seed of the draw changes are measured on (scripts/development-set.ts). */
export const MEASURING_SEED = 90_000;

export type TKind = 'id-front' | 'id-back' | 'td2' | 'passport';
/** The draw's shots, or all of them in hard conditions (see hardShot). */
export type TConditions = 'drawn' | 'hard' | 'uneven';
export interface TSample {
  file: string;
  kind: TKind;
  side: 'id-front' | 'id-back' | 'passport';
  font: string;
  /** 'tuning', or the development design and how its portrait is printed. */
  design: string;
  mrz: string[] | null;
  shot: TShot;
}

/** The MRZ fonts, each sized to OCR-B's capital height; all must be installed. */
export async function developmentFonts(
  families: readonly string[],
): Promise<Record<string, TMrzFont>> {
  const installed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  for (const font of ['OCR B', ...families]) {
    if (!installed.includes(font)) {
      throw new Error(`font ${font} missing (see scripts/development-set.ts)`);
    }
  }
  const fonts: Record<string, TMrzFont> = {};
  for (const family of families) {
    fonts[family] = { family, scale: await capitalScale(family) };
  }
  return fonts;
}

const pick = <T>(next: () => number, items: readonly T[]) =>
  items[Math.floor(next() * items.length)] as T;
const between = (next: () => number, low: number, high: number) => low + next() * (high - low);
const digits = (next: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const date = (next: () => number, from: number, to: number) =>
  `${String(Math.floor(between(next, from, to)) % 100).padStart(2, '0')}${String(1 + Math.floor(next() * 12)).padStart(2, '0')}${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;

/** A tuning identity of the kind with its number, dates and name pairing redrawn. */
function identityFor(next: () => number, kind: TKind): TFixtureIdentity {
  const base = pick(
    next,
    FIXTURE_IDENTITIES.filter((identity) =>
      kind === 'passport' ? identity.kind === 'passport' : identity.kind === 'id-card',
    ),
  );
  const other = pick(next, FIXTURE_IDENTITIES);
  const number =
    next() < 0.5
      ? `${pick(next, [...LETTERS])}${pick(next, [...LETTERS])}${pick(next, [...LETTERS])}${digits(next, 6)}`
      : `${digits(next, 2)}${pick(next, [...LETTERS])}${pick(next, [...LETTERS])}${digits(next, 5)}`;
  return {
    ...base,
    documentCode: kind === 'td2' ? pick(next, ['IR', 'I', 'AR']) : base.documentCode,
    documentNumber: number,
    birthDate: date(next, 1940, 2006),
    expirationDate: date(next, 2027, 2036),
    firstName: other.firstName,
    displayFirstName: other.displayFirstName,
    mrzPrint: 'regular',
  };
}

function shotFor(next: () => number, kind: TKind): TShot {
  // The outline (the rotated document's bounding box) spans 35-95 % of the frame's width;
  // a frame 1280x960 takes what 1280x720 would cut.
  const aspect = kind === 'passport' || kind === 'td2' ? 125 / 88 : 85.6 / 54;
  const outline = between(next, 0.35, 0.95);
  const rotation = between(next, -8, 8);
  const turn = (Math.abs(rotation) * Math.PI) / 180;
  // A camera's perspective up to 15° about any axis in the document's plane; its near
  // side grows by up to a fifth, so the document is drawn that much smaller to keep the
  // outline in its range.
  const perspective =
    next() < 0.35 ? undefined : { degrees: between(next, 1, 15), axis: next() * 180 };
  const grows = perspective ? 1 / (1 - 0.75 * Math.sin((perspective.degrees * Math.PI) / 180)) : 1;
  const scale = outline / (Math.cos(turn) + Math.sin(turn) / aspect) / grows;
  const height =
    (((scale * 1280) / aspect) * Math.cos(turn) + scale * 1280 * Math.sin(turn)) * grows;
  return {
    name: 'drawn',
    scale,
    rotation,
    frameHeight: height > 0.94 * 720 ? 960 : 720,
    tilt: 0,
    perspective,
    blur: next() < 0.35 ? 0 : between(next, 0.3, 1.5),
    light: between(next, 0.55, 1.3),
    background: pick(next, ['plain', 'clutter', 'paper', 'wood'] as const),
    falloff: next() < 0.5 ? 0 : between(next, 0.2, 0.6),
    falloffAngle: next() * 360,
    noise: next() < 0.5 ? 0 : between(next, 2, 12),
    glareSpots: Array.from({ length: Math.floor(next() * 3) }, () => ({
      x: between(next, 0.3, 0.7),
      y: between(next, 0.3, 0.7),
      radius: between(next, 0.04, 0.1),
      opacity: between(next, 0.45, 0.95),
    })),
    jpegQuality: Math.round(between(next, 30, 95)),
  };
}

/** The draw's images and their truth: generated, or read back from its cache. */
export async function developmentDraw(
  count: number,
  seed = MEASURING_SEED,
  /** The MRZ fonts besides OCR-B, and the draw's name when they are not the set's own. */
  other: { fonts: readonly string[]; name: string } = { fonts: DEVELOPMENT_FONTS, name: '' },
  /** 'hard': every shot on white paper under light falling off by 0.4-0.6 (hardShot). */
  conditions: TConditions = 'drawn',
  /** The one design of the draw's development prints (developmentPrint). */
  design?: TDevelopmentDesign,
  /** Only samples of this kind and font: numbers from the seed on until `count` are kept. */
  only?: { kind: TKind; font: string },
): Promise<{ dir: string; samples: TSample[] }> {
  const dir = `/tmp/vision-development/v9-${count}${seed === MEASURING_SEED ? '' : `-${seed}`}${other.name ? `-${other.name}` : ''}${conditions === 'drawn' ? '' : `-${conditions}`}${design ? `-${design}` : ''}${only ? `-${only.kind}-${only.font.replaceAll(' ', '')}` : ''}`;
  const manifest = path.join(dir, 'manifest.json');
  try {
    return { dir, samples: JSON.parse(await fs.readFile(manifest, 'utf8')) as TSample[] };
  } catch {
    // generated below
  }
  const fonts = await developmentFonts(other.fonts);
  await fs.mkdir(dir, { recursive: true });
  const samples: TSample[] = [];
  for (let i = 0; samples.length < count; i++) {
    if (only) {
      const { kind, font } = planOf(seed + i, other.fonts);
      if (kind !== only.kind || font !== only.font) continue;
    }
    const { jpeg, sample } = await drawSample(
      seed + i,
      fonts,
      other.fonts,
      `${i}.jpg`,
      conditions,
      design,
    );
    await fs.writeFile(path.join(dir, sample.file), jpeg);
    samples.push(sample);
  }
  await fs.writeFile(manifest, JSON.stringify(samples));
  return { dir, samples };
}

/**
 * Sample `number` of the draws (random(number) decides everything): its photograph and
 * its truth, named `file`. One sample alone, as a test renders it; `fonts` must hold the
 * sample's MRZ font unless it is OCR-B (developmentFonts).
 */
export async function drawSample(
  number: number,
  fonts: Record<string, TMrzFont>,
  otherFonts: readonly string[],
  file: string,
  conditions: TConditions = 'drawn',
  design?: TDevelopmentDesign,
): Promise<{ jpeg: Buffer; sample: TSample }> {
  const { next, kind, identity, font } = planOf(number, otherFonts);
  const mrzFont = fonts[font];
  // Without its font the MRZ would silently be drawn in OCR-B, unlike its truth.
  if (font !== 'OCR B' && !mrzFont) throw new Error(`sample ${number} needs font ${font}`);
  const print = next() < 0.6 ? developmentPrint(number, design) : null;
  const flat = print
    ? kind === 'td2'
      ? await renderDevelopmentTd2(identity, print, mrzFont)
      : kind === 'id-back'
        ? await renderDevelopmentBack(identity, print, mrzFont)
        : kind === 'passport'
          ? await renderDevelopmentPage(identity, print, mrzFont)
          : await renderDevelopmentFront(identity, print)
    : kind === 'td2'
      ? await renderTd2(identity, mrzFont)
      : await renderDocument(identity, kind, 0, mrzFont);
  const drawnIn = print ? `${print.design} ${print.portrait}` : 'tuning';
  const mrz =
    kind === 'id-back'
      ? buildTd1(identity)
      : kind === 'td2'
        ? buildTd2(identity)
        : kind === 'passport'
          ? buildTd3(identity)
          : null;
  const drawn = shotFor(next, kind);
  const shot = conditions === 'drawn' ? drawn : hardShot(drawn, number, conditions);
  const { jpeg } = await photograph(flat, shot, number);
  const side = kind === 'td2' ? 'id-back' : kind;
  return { jpeg, sample: { file, kind, side, font, design: drawnIn, mrz, shot } };
}

/** Sample `number`'s kind, identity and MRZ font, and the stream that draws the rest. */
function planOf(number: number, otherFonts: readonly string[]) {
  const next = random(number);
  const kind = pick(next, [
    'id-front',
    'id-back',
    'id-back',
    'td2',
    'passport',
    'passport',
  ] as const);
  const identity = identityFor(next, kind);
  const font = kind === 'id-front' || next() < 0.5 ? 'OCR B' : pick(next, otherFonts);
  return { next, kind, identity, font };
}

/**
 * `shot` moved to the hardest corner of its ranges for the side a frame is told: a light
 * document on white paper (its outline faint) under light falling off by 0.4-0.6 across
 * the frame ('hard'), or so from a lamp beside the frame or behind a shadow's edge
 * ('uneven', half each: a later round). Drawn from its own stream, so the
 * rest of the sample is the same draw's.
 */
function hardShot(shot: TShot, number: number, conditions: 'hard' | 'uneven'): TShot {
  const next = random(number ^ 0x2545f491);
  const hard = { ...shot, background: 'paper' as const, falloff: between(next, 0.4, 0.6) };
  if (conditions === 'hard') return hard;
  return { ...hard, falloffShape: next() < 0.5 ? 'lamp' : 'shadow' };
}
