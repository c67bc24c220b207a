import fs from 'node:fs/promises';
import { analyseImage } from '../src/analyse-image.ts';
import { PORTRAIT_MIN_OUTLINE_CONFIDENCE } from '../src/document/portrait-outline.ts';
import { detectFace } from '../src/face/detect-face.ts';
import { cosineSimilarity } from '../src/face/face-match.ts';
import { FACE_TAKES, faceTake, type TFaceTake } from './face-pair-images.ts';
import { facePeople, type TFaceSplit } from './face-pair-people.ts';
import { EVALUATION_SEED, evaluationDir } from './generate-evaluation-set.ts';

/**
 * How a descriptor is got from a document frame and from a selfie, null when the flow
 * would have none: by default what the identification service does (the vision pool's
 * 'image' task for the front, its 'face' task for the selfie), in this process.
 */
export interface TFaceDescriber {
  document(image: Uint8Array): Promise<number[] | null>;
  selfie(image: Uint8Array): Promise<number[] | null>;
}

/**
 * The portrait's descriptor as detect-front-frame.ts takes it: analyseImage's (which looks
 * closer at the portrait, descreened), only when the face is the document's portrait
 * within an outline traced surely enough.
 */
export function flowDocumentDescriptor(
  analysis: Awaited<ReturnType<typeof analyseImage>>,
): number[] | null {
  const document = analysis.document;
  const traced = Boolean(
    document?.portrait && document.confidence >= PORTRAIT_MIN_OUTLINE_CONFIDENCE,
  );
  return traced ? analysis.embedding : null;
}

export const IN_PROCESS: TFaceDescriber = {
  document: async (image) =>
    flowDocumentDescriptor(await analyseImage(image, { embedding: true, readText: false })),
  selfie: async (image) => {
    const face = await detectFace(image, { returnFaceImg: false });
    return face.detected && !face.tooSmall ? face.embedding : null;
  },
};

/** One take of one photograph, described. */
export interface TDescribedTake {
  person: string;
  split: TFaceSplit;
  face: string;
  take: number;
  print: string;
  document: number[] | null;
  selfie: number[] | null;
}

/** A selfie against a document: its raw cosine, or null when either has no descriptor. */
export interface TFacePair {
  genuine: boolean;
  split: TFaceSplit;
  print: string;
  cosine: number | null;
}

export interface TFacePairSet {
  takes: TDescribedTake[];
  pairs: TFacePair[];
}

/**
 * Selfie against document portrait, as the identification flow compares them. Each labelled
 * photograph is printed on documents (toned, screened, laminated) photographed at the front
 * stage and taken as webcam selfies (FACE_TAKES of each). A pair is a selfie of one
 * photograph against a document of another photograph within one side of the split (the
 * same person: genuine; another person: impostor); a photograph is never paired with itself.
 * A portrait or selfie without a descriptor keeps its pairs, scoreless: a genuine one is a
 * false reject, an impostor one no accept (face-pair-rates.ts).
 */
export async function evaluateFacePairs(
  options: {
    /** Photographs per person (default 6), people seen once per side, takes per photograph. */
    perPerson?: number;
    repeated?: number;
    loners?: number;
    takes?: number;
    split?: TFaceSplit;
    describer?: TFaceDescriber;
    concurrency?: number;
  } = {},
): Promise<TFacePairSet> {
  const dir = await evaluationDir(`faces-${EVALUATION_SEED}`, [
    'capture-selfie.ts',
    'face-pair-images.ts',
  ]);
  await fs.mkdir(dir, { recursive: true });
  const people = facePeople(options.perPerson).filter(
    (entry) => !options.split || entry.split === options.split,
  );
  const pick = (repeated: boolean, count = Number.POSITIVE_INFINITY) =>
    (['tuning', 'held-apart'] as const).flatMap((split) =>
      people
        .filter((entry) => entry.split === split && entry.faces.length > 1 === repeated)
        .slice(0, count),
    );
  const chosen = [...pick(true, options.repeated), ...pick(false, options.loners)];
  const takes: (TFaceTake & { person: string; split: TFaceSplit })[] = [];
  for (const entry of chosen) {
    for (const face of entry.faces) {
      for (let take = 0; take < (options.takes ?? FACE_TAKES); take++) {
        takes.push({
          person: entry.person,
          split: entry.split,
          ...(await faceTake(face, take, dir)),
        });
      }
    }
  }
  const describer = options.describer ?? IN_PROCESS;
  const described: TDescribedTake[] = [];
  let next = 0;
  const work = async () => {
    while (next < takes.length) {
      const take = takes[next++] as (typeof takes)[number];
      const read = async (file: string) => new Uint8Array(await fs.readFile(file));
      described.push({
        person: take.person,
        split: take.split,
        face: take.face,
        take: take.take,
        print: `${take.print.tone}${take.print.halftone ? ', screened' : ''}`,
        document: await describer.document(await read(take.document)),
        selfie: await describer.selfie(await read(take.selfie)),
      });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, work));
  described.sort((a, b) => a.face.localeCompare(b.face) || a.take - b.take);
  return { takes: described, pairs: pairsOf(described) };
}

/** Every selfie against every document of another photograph on its side of the split. */
export function pairsOf(takes: readonly TDescribedTake[]): TFacePair[] {
  return takes.flatMap((selfie) =>
    takes
      .filter((document) => document.face !== selfie.face && document.split === selfie.split)
      .map((document) => ({
        genuine: selfie.person === document.person,
        split: selfie.split,
        print: document.print,
        cosine:
          selfie.selfie && document.document
            ? cosineSimilarity(selfie.selfie, document.document)
            : null,
      })),
  );
}
