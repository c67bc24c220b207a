import type { TProduct } from '../e2e/support/start-product.ts';
import type { TBenchResult } from './types.ts';

const WARMUP = 200;
const REQUESTS = 2000;
const CONCURRENCY = 16;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** Latency of GET /api/health (HTTP + a database round trip) under 16 concurrent clients. */
export async function apiHealth(product: TProduct): Promise<TBenchResult[]> {
  const url = `${product.url}/api/health`;
  const hit = async () => {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`health answered ${response.status}`);
  };
  for (let i = 0; i < WARMUP; i += 1) await hit();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        await hit();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return [
    { name: 'GET /api/health median (16 clients)', value: percentile(latencies, 0.5), unit: 'ms' },
    { name: 'GET /api/health p95 (16 clients)', value: percentile(latencies, 0.95), unit: 'ms' },
    { name: 'GET /api/health throughput', value: REQUESTS / seconds, unit: 'req/s' },
  ];
}
