import type { Page } from 'playwright-core';

/**
 * Resolves once `selector` matches in the page, checked on every animation frame. A
 * locator's waitFor polls at growing intervals (up to 500 ms), which turned the timed
 * flows' medians into a choice between two values half a second apart.
 */
export async function appeared(page: Page, selector: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction((css) => document.querySelector(css) !== null, selector, {
    polling: 'raf',
    timeout,
  });
}

/**
 * The selector of the document's first page on screen: the server's picture of it once
 * loaded, or the PDF viewer with a page painted by pdf.js.
 */
export const shownDocument = () => `[data-testid="page-preview"][data-shown], ${paintedPdf()}`;

/** The selector of a PDF viewer (by test id) with at least one page painted. */
export const paintedPdf = (testId = 'pdf-viewer') => {
  const painted = '[data-rendered]:not([data-rendered="0"])';
  return `[data-testid="${testId}"]${painted}, [data-testid="${testId}"] ${painted}`;
};

declare global {
  interface Window {
    confirmaDocumentPaints?: number[];
  }
}

/**
 * Run in the page before its scripts: notes when the browser painted the document's first
 * page, the server's picture or pdf.js's canvas (largest-contentful-paint entries, whose
 * render time is the frame the element was first painted in), as epoch milliseconds.
 */
export function watchDocumentPaint() {
  const paints: number[] = [];
  window.confirmaDocumentPaints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[] & { element?: Element }[]) {
      const { element, renderTime, startTime } = entry as unknown as {
        element: Element | null;
        renderTime: number;
        startTime: number;
      };
      if (element?.closest('[data-testid="page-preview"], [data-testid="pdf-viewer"]')) {
        paints.push(performance.timeOrigin + (renderTime || startTime));
      }
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * When the document's first page was first painted (epoch ms), once the test has seen it.
 * A canvas is no largest-contentful-paint candidate: when the server's picture never came
 * (a render thread still starting on a loaded machine), the time the test saw pdf.js's
 * drawing (`seen`, later than its paint) stands for it, rather than failing the bench.
 */
export async function documentPaintedAt(page: Page, seen: number): Promise<number> {
  const painted = await page
    .waitForFunction(() => (window.confirmaDocumentPaints?.length ?? 0) > 0, null, {
      timeout: 5_000,
    })
    .then(
      () => true,
      () => false,
    );
  if (!painted) return seen;
  return page.evaluate(() => Math.min(...(window.confirmaDocumentPaints ?? [])));
}
