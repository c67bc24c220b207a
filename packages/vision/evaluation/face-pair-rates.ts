import { errorRates, type TErrorRate } from '../src/face/error-rates.ts';
import { biometrySimilarity } from '../src/face/face-match.ts';
import type { TFacePair, TFacePairSet } from './evaluate-face-pairs.ts';
import type { TFaceSplit } from './face-pair-people.ts';

/** Raw cosine onto the score thresholds are read on (FaceRes's biometry scale by default). */
export type TScore = (cosine: number) => number;

export interface TFaceSummary {
  split: TFaceSplit;
  people: number;
  photos: number;
  /** Document frames and selfies made (takes of every photograph). */
  takes: number;
  /** Of those, the ones the flow got a descriptor from. */
  portraitsFound: number;
  selfiesFound: number;
  genuinePairs: number;
  impostorPairs: number;
  rates: TErrorRate[];
  /** Mean score of the scored pairs. */
  meanGenuine: number;
  meanImpostor: number;
}

/** A pair's score; a pair without a descriptor never reaches any threshold. */
const scoreOf = (pair: TFacePair, score: TScore) =>
  pair.cosine === null ? Number.NEGATIVE_INFINITY : score(pair.cosine);

/** Genuine and impostor scores of one side, every pair counted (unscored ones too). */
export function scoresOf(
  set: TFacePairSet,
  split: TFaceSplit,
  score: TScore = biometrySimilarity,
  print?: string,
) {
  const these = set.pairs.filter(
    (pair) => pair.split === split && (print === undefined || pair.print === print),
  );
  return {
    genuine: these.filter((pair) => pair.genuine).map((pair) => scoreOf(pair, score)),
    impostor: these.filter((pair) => !pair.genuine).map((pair) => scoreOf(pair, score)),
  };
}

export function summarise(
  set: TFacePairSet,
  split: TFaceSplit,
  thresholds: readonly number[],
  score: TScore = biometrySimilarity,
): TFaceSummary {
  const takes = set.takes.filter((take) => take.split === split);
  const { genuine, impostor } = scoresOf(set, split, score);
  const mean = (values: number[]) => {
    const found = values.filter(Number.isFinite);
    return found.reduce((sum, value) => sum + value, 0) / (found.length || 1);
  };
  return {
    split,
    people: new Set(takes.map((take) => take.person)).size,
    photos: new Set(takes.map((take) => take.face)).size,
    takes: takes.length,
    portraitsFound: takes.filter((take) => take.document).length,
    selfiesFound: takes.filter((take) => take.selfie).length,
    genuinePairs: genuine.length,
    impostorPairs: impostor.length,
    rates: errorRates(genuine, impostor, thresholds),
    meanGenuine: mean(genuine),
    meanImpostor: mean(impostor),
  };
}

/**
 * The lowest threshold on a 0.01 grid of `from`–`to` whose FAR on the side's impostor
 * pairs is at most `far`: where the threshold goes when false accepts are what is bounded.
 */
export function thresholdForFar(
  set: TFacePairSet,
  split: TFaceSplit,
  far: number,
  score: TScore = biometrySimilarity,
  [from, to] = [0, 1],
): number {
  const { impostor } = scoresOf(set, split, score);
  for (let step = Math.round(from * 100); step <= Math.round(to * 100); step++) {
    const threshold = step / 100;
    const [rate] = errorRates([], impostor, [threshold]);
    if ((rate?.far ?? 1) <= far) return threshold;
  }
  return to;
}

/** FAR and FRR per portrait print at one threshold, on one side. */
export function byPrint(
  set: TFacePairSet,
  split: TFaceSplit,
  threshold: number,
  score: TScore = biometrySimilarity,
) {
  const takes = set.takes.filter((take) => take.split === split);
  return [...new Set(takes.map((take) => take.print))].sort().map((print) => {
    const { genuine, impostor } = scoresOf(set, split, score, print);
    const [rate] = errorRates(genuine, impostor, [threshold]);
    const these = takes.filter((take) => take.print === print);
    return {
      print,
      portraits: these.length,
      found: these.filter((take) => take.document).length,
      genuinePairs: genuine.length,
      frr: rate?.frr ?? Number.NaN,
      far: rate?.far ?? Number.NaN,
    };
  });
}
