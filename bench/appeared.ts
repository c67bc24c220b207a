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
