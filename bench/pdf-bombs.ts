import { objectStreamBomb } from '../apps/server/src/modules/pdf-inspection/testing/hostile-pdfs.ts';
import { senderToken } from '../e2e/support/signing.ts';
import type { TProduct } from '../e2e/support/start-product.ts';
import { median, percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';
import { uploadRequest } from './upload-body.ts';

const POLLS = 400;
/** Uploads in flight at any time while the bombs phase lasts. */
const UPLOADERS = 2;

/**
 * GET /api/health latency (one client, back to back) with the server idle, then while
 * UPLOADERS clients keep sending a ~1 MB PDF whose object stream inflates to 1 GiB (each
 * one refused: 413 PDF_TOO_COMPLEX). The issue: before the fix one such bomb held every
 * request for 12-26 s.
 */
export async function pdfBombsBench(product: TProduct): Promise<TBenchResult[]> {
  const bomb = Buffer.from(await objectStreamBomb(1024 ** 3)).toString('base64');
  const token = await senderToken(product.url, 'bench.bomber@example.com');
  const { domainUuid } = (await (await fetch(`${product.url}/api/config`)).json()) as {
    domainUuid: string;
  };
  const body = JSON.stringify(uploadRequest(bomb, 'bomb.pdf'));
  const upload = async () => {
    const started = performance.now();
    const response = await fetch(`${product.url}/api/v2/create/withotpandtoken/${domainUuid}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const problem = (await response.json()) as { code?: string };
    if (response.status !== 413 || problem.code !== 'PDF_TOO_COMPLEX') {
      throw new Error(`the bomb was answered ${response.status} ${problem.code}`);
    }
    return performance.now() - started;
  };
  const pollHealth = async () => {
    const latencies: number[] = [];
    for (let i = 0; i < POLLS; i += 1) {
      const started = performance.now();
      const response = await fetch(`${product.url}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
    return latencies;
  };

  await upload(); // the inspector's thread starts with the first upload
  const idle = await pollHealth();
  let polling = true;
  const refusals: number[] = [];
  const uploaders = Array.from({ length: UPLOADERS }, async () => {
    while (polling) refusals.push(await upload());
  });
  const busy = await pollHealth().finally(() => {
    polling = false;
  });
  await Promise.all(uploaders);

  return [
    { name: 'GET /api/health p50, idle (1 client)', value: percentile(idle, 50), unit: 'ms' },
    { name: 'GET /api/health p99, idle (1 client)', value: percentile(idle, 99), unit: 'ms' },
    {
      name: `GET /api/health p50, ${UPLOADERS} clients uploading 1 GiB bombs`,
      value: percentile(busy, 50),
      unit: 'ms',
    },
    {
      name: `GET /api/health p99, ${UPLOADERS} clients uploading 1 GiB bombs`,
      value: percentile(busy, 99),
      unit: 'ms',
      target: '< 200 ms',
      ok: percentile(busy, 99) < 200,
    },
    {
      name: '  bombs refused meanwhile (413 PDF_TOO_COMPLEX)',
      value: refusals.length,
      unit: 'files',
    },
    { name: '  time to refuse one bomb (median)', value: median(refusals), unit: 'ms' },
  ];
}
