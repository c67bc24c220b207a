import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { random } from '../testing/photograph.ts';
import type { TCapture } from './capture-conditions.ts';
import { drawSelfie, photographSelfie } from './capture-selfie.ts';
import { designsOf } from './evaluation-designs.ts';
import { evaluationIdentity } from './evaluation-identities.ts';
import { EVALUATION_SEED } from './generate-evaluation-set.ts';
import { MRZ_FONTS } from './mrz-fonts.ts';
import { photographEvaluation } from './photograph-evaluation.ts';
import { FACE_CROPS, portraitPrint, type TPortraitPrint } from './print-portrait.ts';
import { renderCardFront } from './render-evaluation-card.ts';
import { renderDataPage } from './render-evaluation-page.ts';

/**
 * Takes of each photograph: each is a document of its own (design, print, shot) and a
 * selfie of its own (room, light, camera). The same photograph is never paired with
 * itself; the takes only multiply what real, different photographs give.
 */
export const FACE_TAKES = 2;

/** A front-stage shot: the document held up fairly close, the light and glare of a room. */
function documentShot(seed: number): TCapture {
  const next = random(seed * 811 + 3);
  const between = (from: number, to: number) => Number((from + next() * (to - from)).toFixed(2));
  return {
    frame: { width: 1280, height: 720 },
    scale: between(0.55, 0.9),
    rotation: between(-6, 6),
    perspective: next() < 0.4 ? 0 : between(1, 8),
    tiltAxis: Math.floor(next() * 180),
    blur: next() < 0.4 ? 0 : between(0.3, 0.8),
    jpegQuality: Math.round(between(60, 92)),
    glare:
      next() < 0.5
        ? []
        : [
            {
              u: between(0.1, 0.45),
              v: between(0.3, 0.7),
              radius: between(0.06, 0.12),
              strength: between(0.4, 0.8),
            },
          ],
    light: {
      level: between(0.8, 1.15),
      gradient: next() < 0.5 ? 0 : between(0.1, 0.3),
      direction: Math.floor(next() * 360),
    },
    noise: next() < 0.4 ? 0 : between(1, 5),
    background: next() < 0.5 ? 'plain' : 'wood',
  };
}

export interface TFaceTake {
  face: string;
  take: number;
  /** The document frame (a card front or a passport page), the selfie, the print. */
  document: string;
  selfie: string;
  print: TPortraitPrint;
}

/**
 * Take `take` of face `face`: its document frame and its selfie, made once into `dir`.
 * Seeded by the face's place among all labelled faces: the same images in any subset
 * (take 0 is the set's first, one document and one selfie per photograph).
 */
export async function faceTake(face: string, take: number, dir: string): Promise<TFaceTake> {
  const index = FACE_CROPS.findIndex((crop) => crop.name === face);
  if (index < 0) throw new Error(`no labelled face ${face}`);
  const seed = EVALUATION_SEED * 31 + index + take * 7_919;
  const print = portraitPrint(seed);
  const files = {
    face,
    take,
    document: path.join(dir, `face-${face}-${take}.document.jpg`),
    selfie: path.join(dir, `face-${face}-${take}.selfie.jpg`),
    print,
  };
  if (existsSync(files.document) && existsSync(files.selfie)) return files;
  const kind = index + take;
  const passport = kind % 3 === 2;
  const design = passport ? designsOf('TD3')[kind % 3] : designsOf('TD1')[kind % 3];
  if (!design) throw new Error('no design');
  const input = {
    identity: evaluationIdentity(EVALUATION_SEED + 1 + take, index, passport ? 'TD3' : 'TD1'),
    design,
    face,
    print,
    seed,
  };
  const flat = passport ? await renderDataPage(input, MRZ_FONTS[0]) : await renderCardFront(input);
  await fs.writeFile(
    files.document,
    (await photographEvaluation(flat, documentShot(seed), seed)).jpeg,
  );
  await fs.writeFile(files.selfie, await photographSelfie(face, drawSelfie(seed), seed));
  return files;
}
