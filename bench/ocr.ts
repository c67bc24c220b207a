import { createVisionPool } from '../packages/vision/src/workers/vision-pool.ts';
import { FIXTURE_IDENTITIES } from '../packages/vision/testing/identities.ts';
import { photograph, SHOTS } from '../packages/vision/testing/photograph.ts';
import { renderDocument } from '../packages/vision/testing/render-document.ts';
import { percentile } from './stats.ts';
import type { TBenchResult } from './types.ts';

// Document verification: photo → result as the server runs it, one task of the
// vision pool per photo (outline, colour straightening, the engine's analysis with the
// printed fields, the portrait), warm. Photos: the synthetic set's card fronts, backs and
// passport pages, crisp and in perspective. Standalone: `node --import tsx bench/ocr.ts`.
const WARMUP = 3;
const ROUNDS = 3;

async function benchPhotos() {
  const photos: { kind: string; jpeg: Buffer }[] = [];
  const shots = ['crisp', 'perspective'].map((name) => SHOTS.find((shot) => shot.name === name));
  for (const id of ['esp-dni-1', 'esp-dni-2', 'ita-cie', 'esp-passport', 'gbr-passport']) {
    const identity = FIXTURE_IDENTITIES.find((candidate) => candidate.id === id);
    if (!identity) continue;
    const sides = id.endsWith('passport')
      ? (['passport'] as const)
      : (['id-front', 'id-back'] as const);
    for (const side of sides) {
      for (const [index, shot] of shots.entries()) {
        if (!shot) continue;
        const card = await renderDocument(identity, side);
        photos.push({ kind: side, jpeg: (await photograph(card, shot, 7 + index)).jpeg });
      }
    }
  }
  return photos;
}

export async function ocrBench(): Promise<TBenchResult[]> {
  const photos = await benchPhotos();
  const pool = createVisionPool({ size: 1 });
  const times = new Map<string, number[]>();
  try {
    for (const photo of photos.slice(0, WARMUP)) {
      await pool.run('photo', { image: new Uint8Array(photo.jpeg) });
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const photo of photos) {
        const started = performance.now();
        const result = await pool.run('photo', { image: new Uint8Array(photo.jpeg) });
        const ms = performance.now() - started;
        if (result.analysis.kind === 'none')
          throw new Error(`no document in a ${photo.kind} photo`);
        times.set(photo.kind, [...(times.get(photo.kind) ?? []), ms]);
        times.set('all', [...(times.get('all') ?? []), ms]);
      }
    }
  } finally {
    await pool.close();
  }
  const row = (kind: string, label: string, target?: number): TBenchResult => {
    const value = percentile(times.get(kind) ?? [], 50);
    return {
      name: `ocr: photo → result p50, ${label}`,
      value,
      unit: 'ms',
      ...(target ? { target: `≤ ${target} ms`, ok: value <= target } : {}),
    };
  };
  return [
    row('all', 'all photos (warm, printed fields included)', 400),
    row('id-front', 'card front'),
    row('id-back', 'card back'),
    row('passport', 'passport page'),
    {
      name: 'ocr: photo → result p95, all photos',
      value: percentile(times.get('all') ?? [], 95),
      unit: 'ms',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await ocrBench()) console.log(result);
}
