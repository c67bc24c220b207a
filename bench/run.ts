import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from '../e2e/support/start-product.ts';
import { apiHealth } from './api-health.ts';
import { createOperationBench } from './create-operation.ts';
import { homeRouteJs } from './home-route-js.ts';
import { sealBench } from './seal.ts';
import { signingFlowBench } from './signing-flow.ts';
import type { TBenchResult } from './types.ts';
import { visionDocumentsBench } from './vision-documents.ts';
import { visionFaceBench } from './vision-face.ts';

// `npm run bench`: builds the web client when needed, starts the product as `npm start`
// does and prints one table. Figures, not assertions: these machines are noisy.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (
  !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')) ||
  process.argv.includes('--build')
) {
  execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
}

// Generous sign-up limits and fast job polling: the signing bench registers one sender per
// run and waits for e-mails and SMS in the outbox.
const product = await startProduct({
  AUTH_EMAIL_LIMIT: '100',
  AUTH_SIGN_IN_LIMIT: '100',
  JOBS_POLL_MS: '100',
});
const results: TBenchResult[] = [];
try {
  results.push(...(await homeRouteJs(product)));
  results.push(...(await apiHealth(product)));
  results.push(...(await signingFlowBench(product)));
} finally {
  await product.close();
}
results.push(...(await createOperationBench()));
results.push(...(await sealBench()));
results.push(...(await visionDocumentsBench()));
results.push(...(await visionFaceBench()));

const rows = results.map((result) => [
  result.name,
  `${result.value.toFixed(result.unit === 'files' ? 0 : result.value < 10 ? 2 : 1)} ${result.unit}`,
  result.target ?? '',
  result.ok === undefined ? '' : result.ok ? 'ok' : 'OVER',
]);
const header = ['benchmark', 'value', 'target', ''];
const widths = header.map((_, column) =>
  Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
);
const line = (row: string[]) =>
  `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
