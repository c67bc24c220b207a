import { gzipSync } from 'node:zlib';
import type { CDPSession } from 'playwright-core';
import { mailedLink } from '../e2e/support/accounts.ts';
import { launchBrowser, VIEWPORTS } from '../e2e/support/browser.ts';
import { createSigningOperation, senderToken } from '../e2e/support/signing.ts';
import type { TProduct } from '../e2e/support/start-product.ts';
import { appeared, documentPaintedAt, shownDocument, watchDocumentPaint } from './appeared.ts';
import { median } from './stats.ts';
import type { TBenchResult } from './types.ts';

/** The signer's page before the document shows: at most this much compressed JavaScript… */
const JS_TARGET_KB = 200;
/** …and the first page painted within this, on the phone profile below. */
const PAINT_TARGET_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/**
 * A mid-range phone on a mobile network, Lighthouse's mobile profile applied through
 * DevTools: the CPU 4x slower, and its "Fast 3G" / "Slow 4G" network (150 ms round trips,
 * 1.6 Mbit/s down, 750 kbit/s up), which DevTools throttling applies per request as 562.5 ms
 * of latency and 0.9 of the throughput.
 */
const PHONE_CPU_SLOWDOWN = 4;
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1_474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

async function throttle(session: CDPSession) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', FAST_3G);
  await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
}

/**
 * The e-mailed signing link opened on a 390x844 phone in Chromium under the phone profile,
 * cold (a new context each run: nothing cached). Measures the JavaScript the page had
 * received when the document's first page appeared (each script gzipped at level 9, as the
 * other benches count, the pdf.js worker included when it came that early) and when that
 * page was painted (its largest-contentful-paint). Figures, not assertions: the time is
 * only measured here.
 */
export async function signingPageBench(product: TProduct): Promise<TBenchResult[]> {
  const browser = await launchBrowser();
  const painted: number[] = [];
  const beforeDocument: number[] = [];
  const total: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const email = `bench.page.${run}@example.com`;
      const token = await senderToken(product.url, `bench.page.sender.${run}@example.com`);
      await createSigningOperation(product.url, token, {
        email,
        phone: `+3469800000${run}`,
        lang: 'es',
        type: 'SIMPLE',
      });
      const link = await mailedLink(product.url, email);
      const context = await browser.newContext({ viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      await throttle(await context.newCDPSession(page));
      const scripts: { at: number; body: Promise<Buffer> }[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(request.url())) return;
        const response = request.response();
        scripts.push({
          at: Date.now(),
          body: response.then((answer) => answer?.body() ?? Buffer.alloc(0)),
        });
      });
      await page.addInitScript(watchDocumentPaint);
      const startedAt = Date.now();
      await page.goto(link);
      await appeared(page, shownDocument(), 60_000);
      const seen = Date.now();
      painted.push((await documentPaintedAt(page, seen)) - startedAt);
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(
        scripts.map(async (script) => ({
          at: script.at,
          gzip: gzipSync(await script.body, { level: 9 }).byteLength,
        })),
      );
      const sum = (list: typeof sizes) => list.reduce((all, one) => all + one.gzip, 0) / 1024;
      beforeDocument.push(sum(sizes.filter((one) => one.at <= seen)));
      total.push(sum(sizes));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const js = median(beforeDocument);
  const paint = median(painted);
  return [
    {
      name: `signing page, JS before the document shows, gzipped (phone, median of ${RUNS})`,
      value: js,
      unit: 'KB',
      target: `<= ${JS_TARGET_KB} KB`,
      ok: js <= JS_TARGET_KB,
    },
    {
      name: '  link to the first page painted (CPU 4x, Fast 3G)',
      value: paint,
      unit: 'ms',
      target: `<= ${PAINT_TARGET_MS} ms`,
      ok: paint <= PAINT_TARGET_MS,
    },
    {
      // What no page fetching its document can beat on this profile: the HTML, then the
      // picture, each one round trip of its latency before a byte of it arrives.
      name: '  floor: two round trips of the profile (HTML, then the picture)',
      value: 2 * FAST_3G.latency,
      unit: 'ms',
    },
    { name: '  JS once the page is idle, gzipped', value: median(total), unit: 'KB' },
  ];
}
