import { openWithPdfJs } from './open-with-pdfjs.ts';
import { segmentRuns, type TPageText, type TTextRun } from './text-segments.ts';

/** How far the text of one document is read. */
export interface TTextBudget {
  /** Pages read at most, from the last one back. */
  maxPages: number;
  /** Characters kept at most, all pages together. */
  maxChars: number;
  /** Stop starting new pages after this time (ms since the epoch). */
  deadline: number;
}

/**
 * The pages' text with pdf.js (the same parser the web viewer draws with), read from the
 * last page back, page after page, until `shouldStop` says the page just read completes
 * what was looked for, or the budget
 * runs out. Runs in a PDF inspector thread, on a PDF that passed the upload checks: no
 * script evaluation, no font files loaded (text needs none). Only horizontal text counts.
 */
export async function readPagesText(
  bytes: Uint8Array,
  budget: TTextBudget,
  shouldStop: (page: TPageText) => boolean,
): Promise<TPageText[]> {
  const task = await openWithPdfJs(bytes);
  const pages: TPageText[] = [];
  try {
    const pdf = await task.promise;
    let chars = 0;
    const first = Math.max(1, pdf.numPages - budget.maxPages + 1);
    for (let number = pdf.numPages; number >= first; number -= 1) {
      if (Date.now() > budget.deadline || chars > budget.maxChars) break;
      const page = await pdf.getPage(number);
      const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
      const content = await page.getTextContent();
      const runs: TTextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
        if (a <= 0 || Math.abs(b) > 0.01 * a || Math.abs(c) > 0.01 * a) continue;
        chars += item.str.length;
        runs.push({
          text: item.str,
          x: e - left,
          y: f - bottom,
          width: item.width,
          size: item.height || Math.hypot(c, d),
        });
      }
      page.cleanup();
      const read = {
        page: number,
        width: right - left,
        height: top - bottom,
        segments: segmentRuns(runs),
      };
      pages.push(read);
      if (shouldStop(read)) break;
    }
  } finally {
    await task.destroy();
  }
  return pages;
}
