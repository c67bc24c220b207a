import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ensureFaceFixtures,
  fixturePath,
  type TFaceManifest,
} from '../../scripts/face-fixtures.ts';
import { filmedHeadFrame } from '../../testing/filmed-head.ts';
import { FIXTURES_DIR, loadFixtures } from '../../testing/generate-fixtures.ts';
import { createVisionPool, shareWorkersAcrossPools, type TVisionPool } from './vision-pool.ts';

// The pool through its real interface: worker threads loading the TypeScript sources.

// Tripwires: on this (the main) thread every vision entry point counts its calls and
// throws. The workers load the real modules through their own loader, untouched by these
// mocks, so a task that ran here instead of in a worker fails and is counted.
const { onMainThread, tripwire } = vi.hoisted(() => {
  const onMainThread: string[] = [];
  const tripwire = (name: string) => () => {
    onMainThread.push(name);
    throw new Error(`${name} ran on the main thread`);
  };
  return { onMainThread, tripwire };
});
vi.mock('../face/detect-face.ts', async (original) => ({
  ...(await original()),
  detectFace: tripwire('detectFace'),
}));
vi.mock('../face/detect-blink.ts', async (original) => ({
  ...(await original()),
  detectBlink: tripwire('detectBlink'),
}));
vi.mock('../face/detect-turn.ts', async (original) => ({
  ...(await original()),
  detectTurn: tripwire('detectTurn'),
}));
vi.mock('../face/detect-look-up.ts', async (original) => ({
  ...(await original()),
  detectLookUp: tripwire('detectLookUp'),
}));
vi.mock('../face/detect-closer.ts', async (original) => ({
  ...(await original()),
  detectCloser: tripwire('detectCloser'),
}));
vi.mock('../face/human-engine.ts', async (original) => ({
  ...(await original()),
  getHumanEngine: tripwire('getHumanEngine'),
}));
vi.mock('../analyse-image.ts', async (original) => ({
  ...(await original()),
  analyseImage: tripwire('analyseImage'),
}));
vi.mock('../document/hologram.ts', async (original) => ({
  ...(await original()),
  checkHologram: tripwire('checkHologram'),
}));

let manifest: TFaceManifest;
let pool: TVisionPool;
const read = (file: string) => readFile(fixturePath({ file, kind: 'match' }));

beforeAll(async () => {
  manifest = await ensureFaceFixtures();
  pool = createVisionPool({ size: 1 });
}, 60_000);
afterAll(() => pool?.close());

describe('vision pool', () => {
  it('loads Human once per worker', async () => {
    const [loadMs] = await pool.warmUp();
    expect(loadMs).toBeGreaterThan(0);
    expect(manifest.fixtures.length).toBeGreaterThan(100);
  }, 60_000);

  it('runs a face check in a worker and moves the image instead of copying it', async () => {
    const bytes = new Uint8Array(await read('detect-1.jpg')); // owns its ArrayBuffer
    const face = await pool.run('face', { image: bytes, options: { returnFaceImg: true } });
    expect(face).toMatchObject({ detected: true, faceCount: 1, tooSmall: false });
    expect(face.embedding).toHaveLength(1024);
    expect(Buffer.isBuffer(face.faceImage)).toBe(true);
    expect((await sharp(face.faceImage as Buffer).metadata()).format).toBe('jpeg');
    expect(bytes.byteLength).toBe(0); // detached: transferred, not copied
  }, 30_000);

  it('keeps the event loop free: the checks run in the worker, never on this thread', async () => {
    const frames = manifest.fixtures.filter((fixture) => fixture.kind === 'frame').slice(0, 6);
    const images = await Promise.all(frames.map((frame) => read(frame.file)));
    const faces = await Promise.all(images.map((image) => pool.run('face', { image })));
    // Six real results, and not one vision call on this thread: the work was the worker's.
    expect(faces).toHaveLength(6);
    expect(faces.every((face) => face.detected && face.embedding?.length === 1024)).toBe(true);
    expect(onMainThread).toEqual([]);
  }, 60_000);

  it('reports a failed task and carries on', async () => {
    await expect(pool.run('face', { image: new Uint8Array([1, 2, 3]) })).rejects.toThrow(
      /vision worker/,
    );
    const blink = await pool.run('blink', { frames: [await read('detect-1.jpg')] });
    expect(blink).toMatchObject({ blinked: false });
    expect(blink.openness[0]).toBeGreaterThan(0.25);
    const turn = await pool.run('turn', {
      frames: [await read('detect-1.jpg'), await read('detect-1.jpg')],
      direction: 'LEFT',
    });
    // detect-1 looks a little to his left (yaw ≈ 0.22) and holds still: no turn.
    expect(turn).toMatchObject({ turned: false, swing: 0 });
    expect(turn.yaw[0]).toBeGreaterThan(0.15);
    expect(turn.frontalEmbedding).toHaveLength(1024);
  }, 30_000);

  it('sees a look up and a move closer in a worker, the frames moved, not copied', async () => {
    const bytes = async (pose: Parameters<typeof filmedHeadFrame>[1]) =>
      new Uint8Array(await filmedHeadFrame('holder', pose));
    const lookUpFrames = [await bytes({}), await bytes({ pitch: 0.3 }), await bytes({})];
    const lookUp = await pool.run('lookUp', { frames: lookUpFrames });
    expect(lookUp).toMatchObject({ raised: true, raisedAt: 1 });
    expect(lookUp.raisedEmbedding).toHaveLength(1024);
    expect(lookUpFrames.every((frame) => frame.byteLength === 0)).toBe(true);
    const closerFrames = [await bytes({}), await bytes({ scale: 1.45 })];
    const closer = await pool.run('closer', { frames: closerFrames });
    expect(closer).toMatchObject({ closer: true, farAt: 0, nearAt: 1 });
    expect(closer.nearEmbedding).toHaveLength(1024);
    // The other way round is moving away: no move closer.
    const away = [await bytes({ scale: 1.45 }), await bytes({})];
    expect(await pool.run('closer', { frames: away })).toMatchObject({ closer: false });
    expect(onMainThread).toEqual([]);
  }, 60_000);

  it('reads an ID back and checks a hologram in a worker', async () => {
    const fixtures = await loadFixtures();
    const back = fixtures.find((fixture) => fixture.file === 'esp-dni-1.id-back.crisp.jpg');
    if (!back) throw new Error('the synthetic set has no esp-dni-1 back');
    const bytes = new Uint8Array(await readFile(path.join(FIXTURES_DIR, back.file)));
    const analysis = await pool.run('image', { image: bytes });
    expect(analysis.kind).toBe('id-back');
    expect(analysis.mrz?.valid).toBe(true);
    expect(analysis.mrz?.fields.icarNif).toBe('99999999R');
    expect(bytes.byteLength).toBe(0);

    const fronts = fixtures.filter((fixture) =>
      /^esp-dni-1\.id-front\.(crisp|rotated)\./.test(fixture.file),
    );
    const frames = await Promise.all(
      fronts.map(
        async (front) => new Uint8Array(await readFile(path.join(FIXTURES_DIR, front.file))),
      ),
    );
    // Both frames show the hologram at the same angle: a copy's behaviour, not detected.
    const check = await pool.run('hologram', { frames });
    expect(check).toMatchObject({ frames: 2, detected: false });
  }, 120_000);

  // Last: sharing is on for the rest of the process once turned on.
  it('leaves its idle worker, its models loaded, to the next pool once shared', async () => {
    shareWorkersAcrossPools();
    const [loaded] = await pool.warmUp();
    await pool.close();
    const next = createVisionPool({ size: 1 });
    try {
      // The same thread: its Human, loaded once, reports that one load's time again (a new
      // worker would load its own and measure another).
      expect(await next.warmUp()).toEqual([loaded]);
      const face = await next.run('face', { image: await read('detect-1.jpg') });
      expect(face).toMatchObject({ detected: true, faceCount: 1 });
    } finally {
      await next.close();
    }
  }, 60_000);
});
