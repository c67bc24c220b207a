import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IDENTIFICATION_THRESHOLDS } from '@confirma/contracts/constants';
import { detectFace, type TDetectFaceOptions, type TFaceDetection } from '../face/detect-face.ts';
import { errorRates, type TErrorRate } from '../face/error-rates.ts';
import { faceMatch } from '../face/face-match.ts';
import { random } from '../fixtures/photograph.ts';
import type { TCapture } from './capture-conditions.ts';
import { drawSelfie, photographSelfie } from './capture-selfie.ts';
import { designsOf } from './evaluation-designs.ts';
import { evaluationIdentity } from './evaluation-identities.ts';
import { EVALUATION_SEED, evaluationDir } from './generate-evaluation-set.ts';
import { MRZ_FONTS } from './mrz-fonts.ts';
import { photographEvaluation } from './photograph-evaluation.ts';
import { FACE_CROPS, portraitPrint } from './print-portrait.ts';
import { renderCardFront } from './render-evaluation-card.ts';
import { renderDataPage } from './render-evaluation-page.ts';

/** The person of each labelled face, and the faces of people seen more than once. */
export function facePeople(perPerson = 6) {
  const byPerson = new Map<string, string[]>();
  for (const crop of FACE_CROPS)
    byPerson.set(crop.identity, [...(byPerson.get(crop.identity) ?? []), crop.name]);
  return [...byPerson.entries()].map(([person, faces]) => ({
    person,
    faces: faces.slice(0, perPerson),
  }));
}

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

/** The document frame (a card front or a passport page showing face `face`) and the selfie. */
async function imagesOf(face: string, index: number, dir: string) {
  const seed = EVALUATION_SEED * 31 + index;
  const print = portraitPrint(seed);
  const files = {
    document: path.join(dir, `face-${face}.document.jpg`),
    selfie: path.join(dir, `face-${face}.selfie.jpg`),
    print,
  };
  if (existsSync(files.document) && existsSync(files.selfie)) return files;
  const passport = index % 3 === 2;
  const design = passport ? designsOf('TD3')[index % 3] : designsOf('TD1')[index % 3];
  if (!design) throw new Error('no design');
  const input = {
    identity: evaluationIdentity(EVALUATION_SEED + 1, index, passport ? 'TD3' : 'TD1'),
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

/** How faces are found: `detectFace` here, or the vision pool's 'face' task. */
export type TDetect = (image: Uint8Array, options: TDetectFaceOptions) => Promise<TFaceDetection>;

export interface TFacePairs {
  people: number;
  faces: number;
  genuinePairs: number;
  impostorPairs: number;
  /** Faces the detector found no face in: the document frame, the selfie. */
  missed: { document: string[]; selfie: string[] };
  /** At the flow's threshold (biometryConfidence 0.3) first, then 0.4 and 0.5. */
  rates: TErrorRate[];
  /** The same at the flow's threshold, by how the document's portrait was printed. */
  byPrint: {
    print: string;
    faces: number;
    missed: number;
    genuinePairs: number;
    frr: number;
    far: number;
  }[];
  meanGenuine: number;
  meanImpostor: number;
}

/**
 * Selfie against document portrait, as the identification flow compares them: each face is
 * printed on a document (toned, screened, laminated) and photographed at the front stage,
 * and is taken as a webcam selfie; a pair is the selfie of one photo against the document
 * of another photo (same person: genuine; another person: impostor). A face the detector
 * misses makes its pairs fail: a genuine one is a false reject, an impostor one no accept.
 */
export async function evaluateFacePairs(
  options: {
    /** Photos per person seen more than once (default 6), and how many such people. */
    perPerson?: number;
    repeated?: number;
    /** People seen once (impostors only). */
    loners?: number;
    detect?: TDetect;
    concurrency?: number;
  } = {},
): Promise<TFacePairs> {
  const dir = await evaluationDir(`faces-${EVALUATION_SEED}`, [
    'capture-selfie.ts',
    'evaluate-face-pairs.ts',
  ]);
  await fs.mkdir(dir, { recursive: true });
  const people = facePeople(options.perPerson);
  const repeated = people
    .filter((entry) => entry.faces.length > 1)
    .slice(0, options.repeated ?? Number.POSITIVE_INFINITY);
  const loners = people
    .filter((entry) => entry.faces.length === 1)
    .slice(0, options.loners ?? Number.POSITIVE_INFINITY);
  const chosen = [...repeated, ...loners].flatMap((entry) =>
    entry.faces.map((face) => ({ person: entry.person, face })),
  );
  // Seeded by the face's place among all labelled faces: the same images in any subset.
  const images: ({ person: string; face: string } & Awaited<ReturnType<typeof imagesOf>>)[] = [];
  for (const entry of chosen) {
    images.push({
      ...entry,
      ...(await imagesOf(
        entry.face,
        FACE_CROPS.findIndex((crop) => crop.name === entry.face),
        dir,
      )),
    });
  }
  const detect: TDetect =
    options.detect ?? ((image, detectOptions) => detectFace(image, detectOptions));
  const usable = (found: TFaceDetection) =>
    found.detected && !found.tooSmall ? found.embedding : null;
  const embeddings: {
    person: string;
    face: string;
    print: string;
    document: number[] | null;
    selfie: number[] | null;
  }[] = [];
  let next = 0;
  const work = async () => {
    while (next < images.length) {
      const image = images[next++] as (typeof images)[number];
      const read = async (file: string) => new Uint8Array(await fs.readFile(file));
      // As the flow asks: the front frame at any face size, the selfie at widthFaceRect.
      const documentFace = await detect(await read(image.document), { widthFaceRect: 0 });
      const selfie = await detect(await read(image.selfie), {});
      const print = `${image.print.tone}${image.print.halftone ? ', screened' : ''}`;
      embeddings.push({
        person: image.person,
        face: image.face,
        print,
        document: usable(documentFace),
        selfie: usable(selfie),
      });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, work));
  embeddings.sort((a, b) => a.face.localeCompare(b.face));

  const threshold = IDENTIFICATION_THRESHOLDS.biometryConfidence;
  const pairs = embeddings.flatMap((selfie) =>
    embeddings
      .filter((document) => document.face !== selfie.face)
      .map((document) => ({
        genuine: selfie.person === document.person,
        print: document.print,
        score:
          selfie.selfie && document.document
            ? faceMatch(selfie.selfie, document.document).similarity
            : Number.NEGATIVE_INFINITY,
      })),
  );
  const scores = (genuine: boolean, print?: string) =>
    pairs
      .filter((pair) => pair.genuine === genuine && (print === undefined || pair.print === print))
      .map((pair) => pair.score);
  const mean = (values: number[]) => {
    const found = values.filter(Number.isFinite);
    return found.reduce((sum, value) => sum + value, 0) / (found.length || 1);
  };
  const prints = [...new Set(embeddings.map((entry) => entry.print))].sort();
  return {
    people: repeated.length + loners.length,
    faces: chosen.length,
    genuinePairs: scores(true).length,
    impostorPairs: scores(false).length,
    missed: {
      document: embeddings.filter((entry) => !entry.document).map((entry) => entry.face),
      selfie: embeddings.filter((entry) => !entry.selfie).map((entry) => entry.face),
    },
    rates: errorRates(scores(true), scores(false), [threshold, 0.4, 0.5]),
    byPrint: prints.map((print) => {
      const [rate] = errorRates(scores(true, print), scores(false, print), [threshold]);
      const faces = embeddings.filter((entry) => entry.print === print);
      return {
        print,
        faces: faces.length,
        missed: faces.filter((entry) => !entry.document).length,
        genuinePairs: scores(true, print).length,
        frr: rate?.frr ?? Number.NaN,
        far: rate?.far ?? Number.NaN,
      };
    }),
    meanGenuine: mean(scores(true)),
    meanImpostor: mean(scores(false)),
  };
}
