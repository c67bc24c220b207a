import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface TAxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Puts axe-core in `frame` unless it is there. A frame that cannot take it fails the audit
 * (axe would skip it and report nothing of it); one that went away meanwhile has nothing
 * left to audit, and one that navigated meanwhile gets it in its new document.
 */
async function injectAxe(frame: Frame, navigated = false): Promise<void> {
  try {
    if (await frame.evaluate('typeof window.axe !== "undefined"')) return;
    await frame.evaluate(AXE_SOURCE);
  } catch (error) {
    if (frame.isDetached()) return;
    if (!navigated && /Execution context was destroyed/.test(String(error))) {
      return injectAxe(frame, true);
    }
    throw new Error(`axe-core could not be put in the frame ${frame.url() || '(no address)'}`, {
      cause: error,
    });
  }
}

/**
 * One line per violation of any impact: rule, impact, count and the first offending nodes.
 * Frames of this site (the OCR and identification dialogs') are checked with the page.
 *
 * axe-core is put in each document once (a hash route keeps its document) and run there
 * with `axe.run`, violations only: @axe-core/playwright's `analyze()` injects its 500 KB
 * again and opens a blank page for every run, some 1.6 s a state here against 0.2 s.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) await injectAxe(frame);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: TAxeViolation[] };
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, WCAG_TAGS);
  // axe 4.9 dropped its duplicate-id rules from the WCAG tags (HTML parsing, WCAG 4.1.1, is
  // obsolete in 2.2); a repeated id still ties a label to the wrong control, so it is checked
  // here (the issue found two radio groups labelled by the first).
  const repeated = await page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of Array.from(document.querySelectorAll('[id]'))) {
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    }
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} ×${count}`);
  });
  const lines = repeated.length ? [`duplicate-id: ${repeated.join(', ')}`] : [];
  return lines.concat(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.trim())
          .join(' | ')}`,
    ),
  );
}
