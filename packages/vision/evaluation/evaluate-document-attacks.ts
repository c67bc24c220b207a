import {
  DOCUMENT_PAD_REFUSAL,
  DOCUMENT_PAD_THRESHOLDS,
  documentPadDecision,
  MIN_CARD_FRAMES,
  type TDocumentPadThresholds,
} from '../src/document/document-pad-decision.ts';
import {
  measureDocumentPresence,
  type TDocumentPresenceMeasures,
} from '../src/document/document-presence.ts';
import type { TVisionPool } from '../src/workers/vision-pool.ts';
import type { TDocumentSplit } from './document-attack-cards.ts';
import {
  DOCUMENT_ATTACKS,
  documentAttackSet,
  type TDocumentAttack,
  type TDocumentAttackTake,
  type TDocumentPresentationKind,
} from './generate-document-attack-set.ts';
import { textTable } from './pad-report.ts';
import { rateWithInterval } from './wilson-interval.ts';

/** One take of the document-attack set and what the detector's measures saw in it. */
export interface TDocumentAttackMeasure extends TDocumentPresenceMeasures {
  split: TDocumentSplit;
  card: string;
  design: string;
  presentation: TDocumentPresentationKind;
  variant: string;
  frames: number;
  ms: number;
}

/**
 * Measures every take of `cards` cards of a split (see documentAttackSet): in this thread,
 * or in `pool`'s workers (its `documentPresence` task, as the server runs it) while the
 * next takes are drawn here.
 */
export async function measureDocumentAttackSet(options: {
  split: TDocumentSplit;
  cards: number;
  seed: number;
  bonaFide: number;
  pool?: TVisionPool;
  onTake?: (measure: TDocumentAttackMeasure) => void;
}): Promise<TDocumentAttackMeasure[]> {
  const { pool } = options;
  const measure = async (take: TDocumentAttackTake): Promise<TDocumentAttackMeasure> => {
    const input = { front: take.front, frames: take.burst };
    const measured = pool
      ? await pool.run('documentPresence', input).then(({ measures, ms }) => ({ ...measures, ms }))
      : await measureDocumentPresence(input);
    const result: TDocumentAttackMeasure = {
      split: take.split,
      card: take.card,
      design: take.design,
      presentation: take.presentation,
      variant: take.variant,
      frames: take.burst.length,
      ...measured,
    };
    options.onTake?.(result);
    return result;
  };
  const pending: Promise<TDocumentAttackMeasure>[] = [];
  for await (const take of documentAttackSet(options.split, options)) {
    pending.push(measure(take));
    // Drawing runs ahead of the pool by a few takes at most.
    if (pool && pending.length > pool.size + 2) await pending[pending.length - pool.size - 3];
    if (!pool) await pending[pending.length - 1];
  }
  return Promise.all(pending);
}

/** What the decision at `thresholds` (and its refusal) says of a take. */
export const decided = (
  measure: TDocumentAttackMeasure,
  thresholds: TDocumentPadThresholds = DOCUMENT_PAD_THRESHOLDS,
) => documentPadDecision(measure, measure.frames, thresholds, refusalFor(thresholds));

/** The refusal thresholds that go with `thresholds` (DOCUMENT_PAD_REFUSAL's factors). */
function refusalFor(thresholds: TDocumentPadThresholds): TDocumentPadThresholds {
  const factor = (key: keyof TDocumentPadThresholds) =>
    DOCUMENT_PAD_REFUSAL[key] / DOCUMENT_PAD_THRESHOLDS[key];
  return Object.fromEntries(
    Object.entries(thresholds).map(([key, value]) => [
      key,
      value * factor(key as keyof TDocumentPadThresholds),
    ]),
  ) as TDocumentPadThresholds;
}

const round = (value: number) => Number(value.toPrecision(4));

/**
 * The thresholds from the development cards' bona fide takes (the attacks there are looked
 * at, never fitted): what a card must not exceed at its bona fide most plus a quarter, what
 * it must reach at its bona fide least less a fifth. The measures across the burst come from
 * the takes whose burst showed the card (the others are refused as showing none, whatever
 * they measure).
 */
export function chooseDocumentThresholds(
  measures: readonly TDocumentAttackMeasure[],
): TDocumentPadThresholds {
  const genuine = measures.filter(
    (m) => m.split === 'development' && m.presentation === 'bona-fide',
  );
  const shown = genuine.filter((m) => m.cardFrames >= Math.max(2, m.frames * MIN_CARD_FRAMES));
  const values = (
    takes: readonly TDocumentAttackMeasure[],
    pick: (m: TDocumentAttackMeasure) => number | null,
  ) => takes.map(pick).filter((v): v is number => v !== null);
  const most = (
    takes: readonly TDocumentAttackMeasure[],
    pick: (m: TDocumentAttackMeasure) => number | null,
  ) => round(1.25 * Math.max(...values(takes, pick)));
  const least = (pick: (m: TDocumentAttackMeasure) => number | null) =>
    round(0.8 * Math.min(...values(shown, pick)));
  return {
    moire: most(genuine, (m) => m.moire),
    grid: most(genuine, (m) => m.grid),
    bezel: most(genuine, (m) => m.bezel),
    colourChange: least((m) => m.colourChange),
    colourSpread: least((m) => m.colourSpread),
    portraitSlide: most(shown, (m) => m.portraitSlide),
    sameCard: least((m) => m.sameCard),
  };
}

/**
 * The decision's outcomes: attacks called genuine per attack type (APCER: passed without a
 * person looking), attacks only doubted (sent to a person, not refused), bona fide takes
 * refused (BPCER) and bona fide takes doubted (sent to a person).
 */
export function documentAttackCounts(
  measures: readonly TDocumentAttackMeasure[],
  thresholds: TDocumentPadThresholds = DOCUMENT_PAD_THRESHOLDS,
) {
  const of = (presentation: TDocumentPresentationKind) =>
    measures.filter((m) => m.presentation === presentation);
  const count = (
    group: readonly TDocumentAttackMeasure[],
    outcome: (decision: ReturnType<typeof decided>) => boolean,
  ) => ({
    errors: group.filter((m) => outcome(decided(m, thresholds))).length,
    trials: group.length,
  });
  const doubtedOnly = (d: ReturnType<typeof decided>) => !d.genuine && d.findings.length === 0;
  return {
    apcer: Object.fromEntries(
      DOCUMENT_ATTACKS.map((attack) => [attack, count(of(attack), (d) => d.genuine)]),
    ) as Record<TDocumentAttack, { errors: number; trials: number }>,
    attackReviewed: Object.fromEntries(
      DOCUMENT_ATTACKS.map((attack) => [attack, count(of(attack), doubtedOnly)]),
    ) as Record<TDocumentAttack, { errors: number; trials: number }>,
    bpcer: count(of('bona-fide'), (d) => d.findings.length > 0),
    bonaFideReviewed: count(of('bona-fide'), doubtedOnly),
  };
}

/** The rates with their 95 % Wilson intervals, and what each presentation was found to be. */
export function documentAttackReport(
  measures: readonly TDocumentAttackMeasure[],
  thresholds: TDocumentPadThresholds = DOCUMENT_PAD_THRESHOLDS,
): string {
  const counts = documentAttackCounts(measures, thresholds);
  const rate = ({ errors, trials }: { errors: number; trials: number }) =>
    rateWithInterval(errors, trials);
  const rates = textTable(
    ['rate', 'rate [95 % CI] (errors/trials)'],
    [
      ['BPCER (bona fide refused)', rate(counts.bpcer)],
      ['bona fide sent to review', rate(counts.bonaFideReviewed)],
      ...DOCUMENT_ATTACKS.flatMap((attack) => [
        [`APCER ${attack} (passed)`, rate(counts.apcer[attack])],
        [`${attack} sent to review`, rate(counts.attackReviewed[attack])],
      ]),
    ],
  );
  const findings = ['SCREEN', 'COPY', 'CUTOUT', 'OTHER_CARD'] as const;
  const found = textTable(
    ['presentation', 'variant', 'takes', ...findings.map((f) => `${f} refused/doubted`), 'none'],
    [...new Set(measures.map((m) => `${m.presentation}\t${m.variant}`))].map((key) => {
      const [presentation, variant] = key.split('\t') as [string, string];
      const group = measures.filter(
        (m) => m.presentation === presentation && m.variant === variant,
      );
      const decisions = group.map((m) => decided(m, thresholds));
      return [
        presentation,
        variant,
        String(group.length),
        ...findings.map(
          (finding) =>
            `${decisions.filter((d) => d.findings.includes(finding)).length}/${decisions.filter((d) => d.doubts.includes(finding)).length}`,
        ),
        String(decisions.filter((d) => d.genuine).length),
      ];
    }),
  );
  return `${rates}\n\n${found}`;
}
