import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.ts';
import type { TProduct } from '../e2e/support/start-product.ts';
import type { TBenchResult } from './types.ts';

/** Target: the home route loads at most 150 KB gzipped. */
const TARGET_KB = 150;

/**
 * Loads the home route in Chromium and adds up every script it fetched, gzipped at level 9
 * (what scripts/compress-dist.mjs serves to browsers without brotli). The home is static
 * until the visitor's first click (apps/web/vite-static-home.ts): the bench then presses
 * the toolbar's English button and reports what the app costs from there, and how long that
 * first click waits for the app to answer it (this machine, no throttling).
 */
export async function homeRouteJs(product: TProduct): Promise<TBenchResult[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.set(response.url(), response.body());
      }
    });
    await page.goto(`${product.url}/#/homepage2`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const bodies = await Promise.all(scripts.values());
    const raw = bodies.reduce((sum, body) => sum + body.byteLength, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).byteLength, 0);

    const clicked = Date.now();
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('h1', { hasText: 'Electronic signature' }).waitFor();
    const answered = Date.now() - clicked;
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(scripts.values());
    const allGzip = all.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).byteLength, 0);
    return [
      { name: 'home route JS files', value: bodies.length, unit: 'files' },
      { name: 'home route JS, raw', value: raw / 1024, unit: 'KB' },
      {
        name: 'home route JS, gzipped',
        value: gzip / 1024,
        unit: 'KB',
        target: `<= ${TARGET_KB} KB`,
        ok: gzip / 1024 <= TARGET_KB,
      },
      {
        name: 'home JS once the first click started the app, gzipped',
        value: allGzip / 1024,
        unit: 'KB',
      },
      { name: 'home, first click (English) to the English page', value: answered, unit: 'ms' },
    ];
  } finally {
    await browser.close();
  }
}
