import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.ts';
import type { TProduct } from '../e2e/support/start-product.ts';
import type { TBenchResult } from './types.ts';

/** Target of issue 21 (issue 2's was 250 KB): the home route loads at most 150 KB gzipped. */
const TARGET_KB = 150;

/**
 * Loads the home route in Chromium and adds up every script it fetched, gzipped at level 9
 * (what scripts/compress-dist.mjs serves to browsers without brotli).
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
    ];
  } finally {
    await browser.close();
  }
}
