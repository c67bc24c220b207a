import type { TPadDecision, TPadRates } from './evaluate-pad.ts';
import { ATTACKS } from './generate-pad-set.ts';

const percent = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} %`);

/** One row per decision: APCER per attack type and BPCER (ISO/IEC 30107-3), as text. */
export function padRateTable(
  rows: readonly { decision: TPadDecision; rates: TPadRates }[],
): string {
  const head = ['decision', ...ATTACKS.map((attack) => `APCER ${attack}`), 'BPCER'];
  const lines = rows.map(({ decision, rates }) => [
    decision.name,
    ...ATTACKS.map((attack) => percent(rates.apcer[attack])),
    percent(rates.bpcer),
  ]);
  const widths = head.map((cell, i) =>
    Math.max(cell.length, ...lines.map((line) => (line[i] ?? '').length)),
  );
  const format = (line: string[]) => line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [format(head), ...lines.map(format)].join('\n');
}
