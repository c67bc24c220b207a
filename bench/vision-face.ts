import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { evaluateFaceAttributes } from '../packages/vision/scripts/evaluate-face-attributes.ts';
import { ensureFaceFixtures, fixturePath } from '../packages/vision/scripts/face-fixtures.ts';
import { createVisionPool } from '../packages/vision/src/workers/vision-pool.ts';
import { percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

// Face check timings on 30 camera-like 1280x720 frames (the generated face set). The
// per-frame figures come from a fresh process, so the model load is a cold one and the
// peak RSS is the face engine's own. Standalone: `node --import tsx bench/vision-face.ts`
// (`-- --attributes`: only the face-attribute rows).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WARMUP = 5;

interface TSamples {
  /** Wall time per frame, ms. */
  wall: number[];
  /** CPU time of the process per frame, ms: close to the wall time on an idle core. */
  cpu: number[];
}
interface TColdRun {
  loadMs: number;
  plain: TSamples;
  liveness: TSamples;
  eyes: TSamples;
  maxRssKb: number;
}

/** Load, then time every frame (warm-up excluded), in a child process. */
function coldRun(files: string[]): TColdRun {
  const module = (file: string) => path.join(ROOT, 'packages/vision/src/face', file);
  const script = `
    const { readFileSync } = await import('node:fs');
    const { detectFace } = await import(${JSON.stringify(module('detect-face.ts'))});
    const { getHumanEngine } = await import(${JSON.stringify(module('human-engine.ts'))});
    const files = ${JSON.stringify(files)};
    const { loadMs } = await getHumanEngine();
    const images = files.map((file) => readFileSync(file));
    const timeAll = async (options) => {
      for (const image of images.slice(0, ${WARMUP})) await detectFace(image, options);
      const wall = [];
      const cpu = [];
      for (const image of images) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        const face = await detectFace(image, options);
        if (!face.detected) throw new Error('no face in a bench frame');
        const used = process.cpuUsage(cpuStarted);
        cpu.push((used.user + used.system) / 1000);
        wall.push(performance.now() - started);
      }
      return { wall, cpu };
    };
    const plain = await timeAll({});
    const liveness = await timeAll({ liveness: true });
    const eyes = await timeAll({ eyes: true });
    const maxRssKb = process.resourceUsage().maxRSS;
    console.log(JSON.stringify({ loadMs, plain, liveness, eyes, maxRssKb }));`;
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) throw new Error(`vision face bench failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as TColdRun;
}

/** Frames per second through a pool of `size` workers, all 30 frames queued at once. */
async function poolThroughput(size: number, images: Buffer[]): Promise<number> {
  const pool = createVisionPool({ size });
  try {
    await pool.warmUp();
    for (const image of images.slice(0, WARMUP))
      await pool.run('face', { image: new Uint8Array(image) });
    const started = performance.now();
    await Promise.all(images.map((image) => pool.run('face', { image: new Uint8Array(image) })));
    return images.length / ((performance.now() - started) / 1000);
  } finally {
    await pool.close();
  }
}

export async function visionFaceBench(): Promise<TBenchResult[]> {
  const manifest = await ensureFaceFixtures();
  const files = manifest.fixtures.filter((fixture) => fixture.kind === 'frame').map(fixturePath);
  const cold = coldRun(files);
  const images = await Promise.all(files.map((file) => readFile(file)));
  const oneWorker = await poolThroughput(1, images);
  const twoWorkers = await poolThroughput(2, images);
  const p50 = percentile(cold.plain.wall, 50);
  const load = os.loadavg()[0] ?? 0;
  return [
    { name: 'vision face: model load (cold process)', value: cold.loadMs, unit: 'ms' },
    {
      name: 'vision face: check 1280x720 p50',
      value: p50,
      unit: 'ms',
      target: '<= 110 ms',
      ok: p50 <= 110,
    },
    { name: 'vision face: check 1280x720 p95', value: percentile(cold.plain.wall, 95), unit: 'ms' },
    { name: 'vision face: check CPU time p50', value: percentile(cold.plain.cpu, 50), unit: 'ms' },
    {
      name: 'vision face: + liveness/antispoof p50',
      value: percentile(cold.liveness.wall, 50),
      unit: 'ms',
    },
    { name: 'vision face: + eyes (blink) p50', value: percentile(cold.eyes.wall, 50), unit: 'ms' },
    { name: 'vision face: process peak RSS', value: cold.maxRssKb / 1024, unit: 'MB' },
    { name: 'vision face: pool, 1 worker', value: oneWorker, unit: 'frames/s' },
    { name: 'vision face: pool, 2 workers', value: twoWorkers, unit: 'frames/s' },
    { name: 'vision face: machine load average (1 min)', value: load, unit: '' },
    ...(await visionFaceAttributesBench()),
  ];
}

/** Accuracy and unknown share of each face attribute on the labelled evaluation set. */
export async function visionFaceAttributesBench(): Promise<TBenchResult[]> {
  const { images, scores, p50WithMs, p50WithoutMs } = await evaluateFaceAttributes('eval');
  const rows: TBenchResult[] = [];
  for (const [name, score] of Object.entries(scores)) {
    if (score.answered === 0) continue; // sideburns: never answered
    rows.push(
      {
        name: `vision attributes: ${name} accuracy (${images} img)`,
        value: 100 * score.accuracy,
        unit: '%',
      },
      { name: `vision attributes: ${name} unknown`, value: 100 * score.unknownShare, unit: '%' },
    );
  }
  rows.push({
    name: 'vision attributes: detectFace p50 with / without',
    value: p50WithMs - p50WithoutMs,
    unit: 'ms more',
  });
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const only = process.argv.includes('--attributes');
  for (const result of only ? await visionFaceAttributesBench() : await visionFaceBench()) {
    const ok = result.ok === undefined ? '' : result.ok ? ' ok' : ' OVER';
    console.log(
      `${result.name.padEnd(42)} ${result.value.toFixed(1).padStart(8)} ${result.unit} ${result.target ?? ''}${ok}`,
    );
  }
}
