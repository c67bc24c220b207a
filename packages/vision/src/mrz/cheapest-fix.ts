import { CHECK_WEIGHTS, charValue } from './check-digit.ts';
import type { TCell } from './mrz.types.ts';

/** The cheapest way to reach a running sum: its cost and where it came from. */
interface TPath {
  cost: number;
  char: string;
  from: number;
}

/**
 * The cheapest choice of characters for the covered cells and the check digit's cell
 * whose weighted sum matches (dynamic programming, states: the running sum modulo 10).
 * With glyphs that score alike some change always makes a check digit pass: the caller
 * counts the changes as forced, to be confirmed by a second reader.
 */
export function cheapestFix(
  covered: TCell[],
  digit: TCell,
): { chars: string[]; digit: string; cost: number } | null {
  let layer: (TPath | null)[] = Array.from({ length: 10 }, () => null);
  layer[0] = { cost: 0, char: '', from: -1 };
  const layers: (TPath | null)[][] = [];
  covered.forEach((cell, k) => {
    const next: (TPath | null)[] = Array.from({ length: 10 }, () => null);
    for (let sum = 0; sum < 10; sum++) {
      const path = layer[sum];
      if (!path) continue;
      for (const option of cell.options) {
        const to = (sum + charValue(option.char) * (CHECK_WEIGHTS[k % 3] as number)) % 10;
        const cost = path.cost + option.cost;
        if (!next[to] || cost < (next[to] as TPath).cost) {
          next[to] = { cost, char: option.char, from: sum };
        }
      }
    }
    layers.push(next);
    layer = next;
  });
  let best: { digit: string; sum: number; cost: number } | null = null;
  for (const option of digit.options) {
    if (!/\d/.test(option.char)) continue;
    const sum = Number(option.char);
    const path = layer[sum];
    if (path && (!best || path.cost + option.cost < best.cost)) {
      best = { digit: option.char, sum, cost: path.cost + option.cost };
    }
  }
  if (!best) return null;
  const chars: string[] = [];
  let sum = best.sum;
  for (let k = covered.length - 1; k >= 0; k--) {
    const path = layers[k]?.[sum] as TPath;
    chars.unshift(path.char);
    sum = path.from;
  }
  return { chars, digit: best.digit, cost: best.cost };
}
