import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startProduct, type TProduct } from './start-product.ts';

export interface TSuite {
  product: TProduct;
  browser: Browser;
}

/**
 * One product and one Chromium for the test file: started before its tests, closed after.
 * Read `suite.product` and `suite.browser` inside tests (they are set in beforeAll).
 */
export function productSuite(env: Record<string, string> = {}): TSuite {
  const suite = {} as TSuite;
  beforeAll(async () => {
    suite.product = await startProduct(env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.close();
  });
  return suite;
}
