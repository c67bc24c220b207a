import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct } from '../e2e/support/start-product.ts';
import { anchorMirrorBench } from './anchor-mirror.ts';
import { apiHealth } from './api-health.ts';
import { colourReflectionBench } from './colour-reflection.ts';
import { createOperationBench } from './create-operation.ts';
import { documentAttacksBench } from './document-attacks.ts';
import { faceMatchErrorBench } from './face-match-error.ts';
import { homeRouteJs } from './home-route-js.ts';
import { identificationBench, identificationUploadsBench } from './identification.ts';
import { jobsBench } from './jobs.ts';
import { lighthouseHome } from './lighthouse.ts';
import { livenessPadBench } from './liveness-pad.ts';
import { loadBench } from './load.ts';
import { loadBurstBench } from './load-burst.ts';
import { ocrBench } from './ocr.ts';
import { ocrDocumentsBench } from './ocr-documents.ts';
import { pdfBombsBench } from './pdf-bombs.ts';
import { recordingBench } from './recording.ts';
import { reviewRiskBench } from './review-risk.ts';
import { sealBench } from './seal.ts';
import { sealUnderLoadBench } from './seal-under-load.ts';
import { senderFlowBench } from './sender-flow.ts';
import { sesCommunicationBench } from './ses-communication.ts';
import { signingFlowBench } from './signing-flow.ts';
import { signingPageBench } from './signing-page.ts';
import type { TBenchResult } from './types.ts';
import { visionDocumentsBench } from './vision-documents.ts';
import { visionEvaluationBench } from './vision-evaluation.ts';
import { visionFaceBench } from './vision-face.ts';

// `npm run bench`: builds the web client when needed, starts the product as `npm start`
// does and prints one table. Figures, not assertions: these machines are noisy.
// `npm run bench -- lighthouse seal` runs only the named groups.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The groups that measure the running product; the others build what they measure. */
const PRODUCT_GROUPS = [
  'home-js',
  'health',
  'bombs',
  'mirror',
  'signing',
  'signing-page',
  'sender',
  'lighthouse',
] as const;
const GROUPS = [
  ...PRODUCT_GROUPS,
  'create',
  'seal',
  'seal-load',
  'jobs',
  'ses',
  'vision',
  'vision-eval',
  'identification',
  'identification-uploads',
  'document-attacks',
  'recording',
  'review',
  'colour',
  'ocr',
  'ocr-documents',
  'load-burst',
  'load',
] as const;
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => !(GROUPS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`unknown bench ${unknown.join(', ')}; known: ${GROUPS}`);
const wanted = (group: (typeof GROUPS)[number]) => named.length === 0 || named.includes(group);

const results: TBenchResult[] = [];
if (PRODUCT_GROUPS.some(wanted)) {
  if (
    !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')) ||
    process.argv.includes('--build')
  ) {
    execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
  }
  // Generous sign-up limits and fast job polling: the signing bench registers one sender
  // per run and waits for e-mails and SMS in the outbox.
  const product = await startProduct({
    AUTH_EMAIL_LIMIT: '100',
    AUTH_SIGN_IN_LIMIT: '100',
    JOBS_POLL_MS: '100',
    // The product's default: the sender's e-mail waits until the signer has their PDFs.
    SENDER_NOTICE_DELAY_SECONDS: '10',
    // The mirror bench posts hundreds of checks from one address.
    VERIFY_IP_LIMIT: '100000',
  });
  try {
    if (wanted('home-js')) results.push(...(await homeRouteJs(product)));
    if (wanted('health')) results.push(...(await apiHealth(product)));
    if (wanted('bombs')) results.push(...(await pdfBombsBench(product)));
    if (wanted('mirror')) results.push(...(await anchorMirrorBench(product)));
    if (wanted('signing')) results.push(...(await signingFlowBench(product)));
    if (wanted('signing-page')) results.push(...(await signingPageBench(product)));
    if (wanted('sender')) results.push(...(await senderFlowBench(product)));
    // Last against the server: nothing else loads the machine while Lighthouse measures.
    if (wanted('lighthouse')) results.push(...(await lighthouseHome(product)));
  } finally {
    await product.close();
  }
}
if (wanted('create')) results.push(...(await createOperationBench()));
if (wanted('seal')) results.push(...(await sealBench()));
// A product of its own: /api/health while PDFs of PDF_MAX_OBJECTS objects are signed.
if (wanted('seal-load')) results.push(...(await sealUnderLoadBench()));
if (wanted('jobs')) results.push(...(await jobsBench()));
if (wanted('ses')) results.push(...(await sesCommunicationBench()));
if (wanted('vision')) {
  results.push(...(await visionDocumentsBench()));
  results.push(...(await visionFaceBench()));
}
// The evaluation set: part of `vision`, or alone as `vision-eval`.
if (wanted('vision') || wanted('vision-eval')) results.push(...(await visionEvaluationBench()));
if (wanted('identification')) {
  results.push(...(await identificationBench()));
  results.push(...(await faceMatchErrorBench()));
  results.push(...(await livenessPadBench()));
}
// The document presentation-attack set: part of `identification`, or alone.
if (wanted('identification') || named.includes('document-attacks')) {
  results.push(...(await documentAttacksBench()));
}
if (wanted('identification') || named.includes('identification-uploads')) {
  results.push(...(await identificationUploadsBench()));
}
// A minute of camera judged by the recording's analysis (ffmpeg and the vision pool).
if (wanted('recording')) results.push(...(await recordingBench()));
// Risk routing's reuse checks at their cap: the account's kept selfies read and compared.
if (wanted('review')) results.push(...(await reviewRiskBench()));
// The colour sequence's measure on generated genuine and replayed sessions.
if (wanted('colour')) results.push(...(await colourReflectionBench()));
if (wanted('ocr')) results.push(...(await ocrBench()));
// Servers of its own, on PGlite then PostgreSQL: 200 health checks and 20 creations at once.
if (wanted('load-burst')) results.push(...(await loadBurstBench()));
// Opt-in (minutes of full load): only when named.
if (named.includes('load')) results.push(...(await loadBench()));
// Opt-in (420 photos through the engine, minutes): what OCR charges and refuses.
if (named.includes('ocr-documents')) results.push(...(await ocrDocumentsBench()));

const rows = results.map((result) => [
  result.name,
  `${result.value.toFixed(result.unit === 'files' || result.unit === 'points' ? 0 : result.value < 10 ? 2 : 1)} ${result.unit}`,
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
