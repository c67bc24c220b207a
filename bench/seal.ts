import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signData } from '../apps/server/src/modules/sealing/pki/key-ref.ts';
import { loadOrCreatePki } from '../apps/server/src/modules/sealing/pki/load-or-create-pki.ts';
import { sealPdf, type TSealPdfOptions } from '../apps/server/src/modules/sealing/seal-pdf.ts';
import type { TSealPlan } from '../apps/server/src/modules/sealing/sealing.types.ts';
import { createOpensslCa } from '../apps/server/src/modules/sealing/testing/openssl-ca.ts';
import {
  makeLargePdf,
  makeTextPdf,
} from '../apps/server/src/modules/sealing/testing/sample-pdfs.ts';
import { createLocalTimestamper } from '../apps/server/src/modules/sealing/tsa/create-time-stamp-token.ts';
import type { TBenchResult } from './types.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WARMUP = 5;
const RUNS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Median wall time in ms of `runs` calls after `warmup` unmeasured ones. */
async function time(task: () => unknown, runs = RUNS, warmup = WARMUP): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/**
 * Peak RSS of a fresh process that seals the 10 MB PDF, and its growth over the same
 * process warmed up on a 1-page seal before the big PDF was read (maxRSS is a
 * process-wide high-water mark, so fixtures made in this process would hide it).
 */
function peakRssMb(pkiDir: string, pdfFile: string): { peak: number; growth: number } {
  const module = (file: string) => path.join(ROOT, 'apps/server/src/modules/sealing', file);
  const script = `
    const { readFileSync } = await import('node:fs');
    const { sealPdf } = await import(${JSON.stringify(module('seal-pdf.ts'))});
    const { loadOrCreatePki } = await import(${JSON.stringify(module('pki/load-or-create-pki.ts'))});
    const { makeTextPdf } = await import(${JSON.stringify(module('testing/sample-pdfs.ts'))});
    const { createLocalTimestamper } = await import(${JSON.stringify(module('tsa/create-time-stamp-token.ts'))});
    const pki = await loadOrCreatePki({ dir: ${JSON.stringify(pkiDir)} });
    const options = { pki, signerName: 'Bench', method: 'OTP', evidenceId: 'ev', reason: 'bench',
      timestamp: createLocalTimestamper(pki.tsa) };
    const small = await makeTextPdf(1);
    for (let i = 0; i < 5; i += 1) await sealPdf(small, options);
    const before = process.resourceUsage().maxRSS;
    const pdf = readFileSync(${JSON.stringify(pdfFile)});
    for (let i = 0; i < 5; i += 1) await sealPdf(pdf, options);
    console.log(JSON.stringify({ before, after: process.resourceUsage().maxRSS }));`;
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const { before, after } = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as Record<
    string,
    number
  >;
  return {
    peak: (after ?? Number.NaN) / 1024,
    growth: ((after ?? Number.NaN) - (before ?? Number.NaN)) / 1024,
  };
}

/**
 * A B-LTA seal plan as the signing flow writes it: a signer's one-time certificate signs,
 * the platform seal follows, then a DSS and a document time stamp. Keys from a throwaway
 * openssl CA; its OCSP responses and CRL are made once, so the figure is the engine's.
 */
function bLtaPlan(dir: string): {
  plan: TSealPlan;
  keys: Pick<TSealPdfOptions, 'pki' | 'timestamp'>;
} {
  const ca = createOpensslCa(path.join(dir, 'ca'));
  const signer = ca.issue('signer', '/CN=José Núñez Pérez/serialNumber=IDCES-12345678Z', 'signer');
  const seal = ca.issue('seal', '/CN=Bench Platform Seal', 'signer');
  const tsa = ca.issue('tsa', '/CN=Bench TSA', 'tsa');
  const data = {
    certs: [ca.root.der],
    ocsps: [signer, seal, tsa].map((item) => ca.ocsp(item.certificate)),
    crls: [ca.crl()],
  };
  return {
    plan: {
      signer,
      platformSeal: { reason: 'Sellado por Confirma', name: 'Confirma' },
      longTerm: async () => data,
    },
    keys: { pki: { signing: seal }, timestamp: createLocalTimestamper(tsa) },
  };
}

/** Sealing figures (PAdES B-T with a visible stamp and the in-process TSA) beside their floor. */
export async function sealBench(): Promise<TBenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'seal-bench-'));
  try {
    const pki = await loadOrCreatePki({ dir: path.join(dir, 'pki') });
    const [one, fifty, large] = [await makeTextPdf(1), await makeTextPdf(50), await makeLargePdf()];
    const options: TSealPdfOptions = {
      pki,
      signerName: 'José Núñez Pérez',
      method: 'OTP',
      evidenceId: 'ev_bench_0001',
      reason: 'Firma con código OTP',
      locale: 'es',
      timestamp: createLocalTimestamper(pki.tsa),
    };
    const tbs = randomBytes(180); // about the size of the DER signed attributes
    const rsa = {
      kind: 'local',
      privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    } as const;
    const signatureUs = (await time(() => signData(pki.signing.key, tbs), 200, 20)) * 1000;
    const rsaUs = (await time(() => signData(rsa, tbs), 200, 20)) * 1000;
    const hashMs = await time(() => createHash('sha256').update(large).digest(), 15, 3);

    const oneMs = await time(() => sealPdf(one, options));
    const fiftyMs = await time(() => sealPdf(fifty, options));
    const largeMs = await time(() => sealPdf(large, options), 15, 3);
    const started = performance.now();
    const count = 100;
    for (let i = 0; i < count; i += 1) await sealPdf(one, options);
    const perSecond = count / ((performance.now() - started) / 1000);
    const lta = bLtaPlan(dir);
    const ltaOptions = { ...options, ...lta.keys };
    const oneBtMs = await time(() => sealPdf(one, ltaOptions));
    const oneLtaMs = await time(() => sealPdf(one, ltaOptions, lta.plan));
    const largeBtMs = await time(() => sealPdf(large, ltaOptions), 15, 3);
    const largeLtaMs = await time(() => sealPdf(large, ltaOptions, lta.plan), 15, 3);
    const pdfFile = path.join(dir, 'large.pdf');
    writeFileSync(pdfFile, large);
    const rss = peakRssMb(path.join(dir, 'pki'), pdfFile);

    const mb = large.length / (1024 * 1024);
    return [
      {
        name: 'seal 1-page PDF (B-T + stamp) median',
        value: oneMs,
        unit: 'ms',
        target: '<= 35 ms',
        ok: oneMs <= 35,
      },
      { name: 'seal 50-page PDF median', value: fiftyMs, unit: 'ms' },
      {
        name: `seal ${mb.toFixed(1)} MB PDF median`,
        value: largeMs,
        unit: 'ms',
        target: '<= 80 ms',
        ok: largeMs <= 80,
      },
      { name: 'seal 1-page throughput (sequential)', value: perSecond, unit: 'seals/s' },
      {
        name: 'seal B-LTA 1 page (signer + seal + DSS + DTS) median',
        value: oneLtaMs,
        unit: 'ms',
        target: `<= 3x B-T (${oneBtMs.toFixed(1)} ms, same keys)`,
        ok: oneLtaMs <= 3 * oneBtMs,
      },
      {
        name: `seal B-LTA ${mb.toFixed(1)} MB median`,
        value: largeLtaMs,
        unit: 'ms',
        target: `<= 3x B-T (${largeBtMs.toFixed(1)} ms, same keys)`,
        ok: largeLtaMs <= 3 * largeBtMs,
      },
      { name: `seal ${mb.toFixed(1)} MB: process peak RSS`, value: rss.peak, unit: 'MB' },
      { name: `seal ${mb.toFixed(1)} MB: RSS growth over 1-page`, value: rss.growth, unit: 'MB' },
      { name: 'floor: one raw signature, seal key (P-256)', value: signatureUs, unit: 'µs' },
      { name: 'floor: one raw signature, RSA-2048', value: rsaUs, unit: 'µs' },
      {
        name: `floor: SHA-256 over ${mb.toFixed(1)} MB`,
        value: mb / (hashMs / 1000),
        unit: 'MB/s',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
