import {
  PAD_THRESHOLDS,
  padDecision,
  type TPadFinding,
  type TPadThresholds,
} from '../src/face/pad-decision.ts';
import { padSet } from './generate-pad-set.ts';
import { measureBurst, type TBurstMeasure } from './measure-pad-burst.ts';
import { ATTACKS, type TAttack, type TChallenge, type TPresentation } from './pad-movements.ts';
import { padPeople, type TPadSplit } from './pad-people.ts';
import { FRAME } from './pad-scenes.ts';

/** One burst of the presentation-attack set and what the liveness measures saw in it. */
export interface TPadMeasure extends TBurstMeasure {
  split: TPadSplit;
  person: string;
  challenge: TChallenge;
  presentation: TPresentation;
}

/**
 * A liveness decision: the active challenge, then Human's passive scores at least
 * `passive` (when given), then the frame-consistency decision (pad-decision.ts) at
 * `consistency` (when given).
 */
export interface TPadRule {
  name: string;
  /** false: the active challenge is not asked (the consistency decision alone). */
  active?: boolean;
  passive?: { antispoof: number; liveness: number };
  consistency?: TPadThresholds;
  /** The findings that refuse a burst (padDecision's default: PAD_BLOCKING). */
  blocking?: readonly TPadFinding[];
}

/** Whether `rule` calls the burst bona fide. */
export function isLive(measure: TPadMeasure, rule: TPadRule): boolean {
  if (rule.active !== false && !measure.active) return false;
  const { passive, consistency } = rule;
  if (passive && (measure.antispoof < passive.antispoof || measure.liveness < passive.liveness))
    return false;
  return !consistency || padDecision(measure.challenge, measure, consistency, rule.blocking).live;
}

/** Measures every burst of both splits (people per split, attack seeds, bona fide seeds). */
export async function measurePadSet(options: {
  people: Record<TPadSplit, number>;
  seeds: Record<TPadSplit, readonly number[]>;
  bonaFideSeeds: Record<TPadSplit, readonly number[]>;
  /** How many of its movements each attack answers a seed (see padSet). */
  movementsPerAttack: number;
  onBurst?: (measure: TPadMeasure) => void;
}): Promise<TPadMeasure[]> {
  const people = await padPeople(options.people);
  const measures: TPadMeasure[] = [];
  for (const split of ['development', 'evaluation'] as const) {
    const group = people.filter((person) => person.split === split);
    if (group.length === 0) continue;
    for await (const burst of padSet(group, {
      seeds: options.seeds[split],
      bonaFideSeeds: options.bonaFideSeeds[split],
      movementsPerAttack: options.movementsPerAttack,
    })) {
      const measure: TPadMeasure = {
        split,
        person: burst.person,
        challenge: burst.challenge,
        presentation: burst.presentation,
        ...(await measureBurst(burst.frames, burst.challenge, FRAME)),
      };
      options.onBurst?.(measure);
      measures.push(measure);
    }
  }
  return measures;
}

/** Errors of a decision over trials: the counts a rate and its interval come from. */
export interface TCount {
  errors: number;
  trials: number;
}

export interface TPadCounts {
  /** Per attack type: attacks called bona fide (APCER's numerator) of those presented. */
  apcer: Record<TAttack, TCount>;
  /** Bona fide bursts called an attack (BPCER's numerator) of those presented. */
  bpcer: TCount;
}

/** APCER per attack type and BPCER (ISO/IEC 30107-3) of `rule` over `measures`, as counts. */
export function padCounts(measures: readonly TPadMeasure[], rule: TPadRule): TPadCounts {
  const count = (group: readonly TPadMeasure[], live: boolean): TCount => ({
    errors: group.filter((measure) => isLive(measure, rule) === live).length,
    trials: group.length,
  });
  const of = (presentation: TPresentation) =>
    measures.filter((measure) => measure.presentation === presentation);
  return {
    apcer: Object.fromEntries(ATTACKS.map((attack) => [attack, count(of(attack), true)])) as Record<
      TAttack,
      TCount
    >,
    bpcer: count(of('bona-fide'), false),
  };
}

const round = (value: number) => Number(value.toFixed(4));

/**
 * Human's passive scores a bona fide burst keeps, for decisions (b) and (d): the lowest a
 * development bona fide burst reached less 10 % (choose-pad-thresholds.ts). Advisory: the
 * product does not gate on them.
 */
export const PASSIVE_THRESHOLDS = { antispoof: 0.207, liveness: 0.072 } as const;

/**
 * Thresholds from the development split's bona fide bursts that passed their active
 * challenge (the attacks there are looked at, never fitted): each frame-consistency measure
 * at its bona fide extreme with a margin of a quarter (a fifth below, for flatness); the
 * passive scores at their lowest less a tenth.
 */
export function chooseThresholds(measures: readonly TPadMeasure[]) {
  const live = measures.filter(
    (m) => m.split === 'development' && m.presentation === 'bona-fide' && m.active,
  );
  const flat = live.map((m) => m.flatness).filter((value): value is number => value !== null);
  const consistency: TPadThresholds = {
    surroundMotion: round(1.25 * Math.max(...live.map((m) => m.surroundMotion))),
    flatness: round(0.8 * Math.min(...flat)),
    screenPeak: round(1.25 * Math.max(...live.map((m) => m.screenPeak))),
  };
  const passive = {
    antispoof: round(0.9 * Math.min(...live.map((m) => m.antispoof))),
    liveness: round(0.9 * Math.min(...live.map((m) => m.liveness))),
  };
  return { consistency, passive };
}

/**
 * The decisions compared: (a) the active challenge alone; (b) plus Human's passive scores;
 * (c) plus the frame-consistency decision at PAD_THRESHOLDS, refusing what PAD_BLOCKING
 * names (a pattern, a flat turn or look up): the product's; (c2) refusing a moving surround
 * too; (d) the passive scores and (c); (e) the frame-consistency decision alone, without
 * the active challenge.
 */
export function padRules(
  consistency: TPadThresholds = PAD_THRESHOLDS,
  passive: { antispoof: number; liveness: number } = PASSIVE_THRESHOLDS,
): TPadRule[] {
  return [
    { name: '(a) active challenge' },
    { name: '(b) active + passive antispoof, liveness', passive },
    { name: '(c) active + pattern and flatness (product)', consistency },
    {
      name: '(c2) active + every consistency measure',
      consistency,
      blocking: ['SCREEN_PATTERN', 'FLAT_TURN', 'SURROUND_MOVED'],
    },
    { name: '(d) active + passive + pattern and flatness', passive, consistency },
    { name: '(e) frame consistency alone', active: false, consistency },
  ];
}
