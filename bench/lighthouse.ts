import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../e2e/support/browser.ts';
import type { TProduct } from '../e2e/support/start-product.ts';
import { median } from './stats.ts';
import type { TBenchResult } from './types.ts';

/** Targets for the home page, mobile profile. */
const CATEGORIES = [
  { id: 'performance', name: 'performance', target: 95 },
  { id: 'accessibility', name: 'accessibility', target: 100 },
  { id: 'best-practices', name: 'best practices', target: 100 },
  { id: 'seo', name: 'SEO', target: 100 },
] as const;

/** Scores move by several points between runs on a busy machine: report the median. */
const RUNS = 3;

type TScores = Record<(typeof CATEGORIES)[number]['id'], number>;

async function runOnce(url: string): Promise<TScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // Lighthouse's defaults are the mobile profile: a phone screen, simulated slow 4G and
    // a 4x slower CPU.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((category) => category.id),
    });
    const categories = result?.lhr.categories ?? {};
    const scores = {} as TScores;
    for (const { id } of CATEGORIES) {
      const score = categories[id]?.score;
      if (typeof score !== 'number') {
        const failed = Object.values(result?.lhr.audits ?? {})
          .filter((audit) => audit.errorMessage)
          .map((audit) => `${audit.id}: ${audit.errorMessage}`);
        throw new Error(
          `Lighthouse gave no ${id} score (${failed.join('; ') || 'no audit error'})`,
        );
      }
      scores[id] = Math.round(score * 100);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse on the home page of the served production build (Debian's Chromium). */
export async function lighthouseHome(product: TProduct): Promise<TBenchResult[]> {
  const url = `${product.url}/#/homepage2`;
  const runs: TScores[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A run whose trace Lighthouse could not read is retried once, not counted.
    runs.push(
      await runOnce(url).catch((error: unknown) => {
        console.warn(`Lighthouse run ${run + 1} retried: ${(error as Error).message}`);
        return runOnce(url);
      }),
    );
  }
  return CATEGORIES.map(({ id, name, target }) => {
    const value = median(runs.map((scores) => scores[id]));
    return {
      name: `Lighthouse home (mobile) ${name}, median of ${RUNS}`,
      value,
      unit: 'points',
      target: `>= ${target}`,
      ok: value >= target,
    };
  });
}
