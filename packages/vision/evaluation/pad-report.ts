import type { TPadCounts, TPadMeasure, TPadRule } from './evaluate-pad.ts';
import { isLive } from './evaluate-pad.ts';
import { ATTACKS, CHALLENGES } from './pad-movements.ts';
import { rateWithInterval } from './wilson-interval.ts';

/** A plain-text table: one line a row, columns padded to their widest cell. */
export function textTable(head: readonly string[], lines: readonly (readonly string[])[]): string {
  const widths = head.map((cell, i) =>
    Math.max(cell.length, ...lines.map((line) => (line[i] ?? '').length)),
  );
  const format = (line: readonly string[]) =>
    line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [format(head), ...lines.map(format)].join('\n');
}

/**
 * APCER per attack type and BPCER (ISO/IEC 30107-3), each with its 95 % Wilson interval
 * and counts, one row per decision.
 */
export function padRateTable(rows: readonly { rule: TPadRule; counts: TPadCounts }[]): string {
  const lines = rows.flatMap(({ rule, counts }) => [
    [rule.name, 'BPCER', rateWithInterval(counts.bpcer.errors, counts.bpcer.trials)],
    ...ATTACKS.map((attack) => [
      '',
      `APCER ${attack}`,
      rateWithInterval(counts.apcer[attack].errors, counts.apcer[attack].trials),
    ]),
  ]);
  return textTable(['decision', 'rate', 'rate [95 % CI] (errors/trials)'], lines);
}

/** For one decision: per presentation and movement, the bursts called bona fide of those shown. */
export function padMovementTable(measures: readonly TPadMeasure[], rule: TPadRule): string {
  const lines = (['bona-fide', ...ATTACKS] as const).map((presentation) => [
    presentation,
    ...CHALLENGES.map((challenge) => {
      const group = measures.filter(
        (m) => m.presentation === presentation && m.challenge === challenge,
      );
      return group.length ? `${group.filter((m) => isLive(m, rule)).length}/${group.length}` : '—';
    }),
  ]);
  return textTable(['called bona fide', ...CHALLENGES], lines);
}
