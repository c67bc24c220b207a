import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFaceFixtures, fixturePath } from '../../scripts/face-fixtures.ts';
import { filmedFrame as filmed } from '../../testing/face-motion.ts';
import { BLINK_THRESHOLDS, detectBlink } from './detect-blink.ts';
import { detectFace } from './detect-face.ts';
import { detectTurn, TURN_THRESHOLDS, turnFromYaw } from './detect-turn.ts';
import { faceMatch } from './face-match.ts';
import { getHumanEngine } from './human-engine.ts';

describe('turnFromYaw', () => {
  it('passes a swing past the threshold towards the asked side, the person’s own', () => {
    const left = turnFromYaw([0.05, 0.02, 0.31, 0.4, 0.06], 'LEFT');
    expect(left).toMatchObject({ turned: true, frontalAt: 1, turnedAt: 3, swing: 0.38 });
    const right = turnFromYaw([0.05, -0.1, -0.35, 0.04], 'RIGHT');
    expect(right).toMatchObject({ turned: true, frontalAt: 3, turnedAt: 2 });
    // The other way is no turn to this side.
    expect(turnFromYaw([0.05, 0.02, 0.31, 0.4], 'RIGHT').turned).toBe(false);
  });

  it('needs a movement: a pose held still, or a swing under the threshold, does not pass', () => {
    expect(turnFromYaw([0.4, 0.41, 0.39], 'LEFT')).toMatchObject({ turned: false, swing: 0.02 });
    expect(turnFromYaw([0.02, 0.1, 0.2, 0.05], 'LEFT').turned).toBe(false);
    // Already turned a little (an off-centre camera): the swing still has to be there.
    expect(turnFromYaw([0.18, 0.2, 0.3, 0.19], 'LEFT').turned).toBe(false);
    expect(turnFromYaw([0.18, 0.2, 0.36, 0.19], 'LEFT').turned).toBe(true);
  });

  it('skips frames without a face', () => {
    expect(turnFromYaw([null, 0, null, -0.3], 'RIGHT')).toMatchObject({
      turned: true,
      frontalAt: 1,
      turnedAt: 3,
    });
    expect(turnFromYaw([null, null], 'LEFT')).toMatchObject({
      turned: false,
      frontalAt: null,
      turnedAt: null,
      swing: 0,
    });
  });
});

// The real models: the face set's photographs and the filmed faces of face-motion.ts.
const fixture = async (file: string) => readFile(fixturePath({ file, kind: 'match' }));
const mirrored = (image: Buffer) => sharp(image).flop().jpeg({ quality: 92 }).toBuffer();
const yawOf = async (image: Buffer) => (await detectFace(image, { attributes: false })).yaw;

beforeAll(async () => {
  await ensureFaceFixtures();
  await getHumanEngine();
}, 60_000);

describe('headYaw (detectFace().yaw)', () => {
  it('is near 0 for a frontal face and signed by the side the person turned to', async () => {
    // grid-r2c5 looks straight at the camera; grid-r0c16 has turned to his left (his face
    // points to the right of the picture), grid-r0c12 to his right.
    expect(Math.abs((await yawOf(await fixture('grid-r2c5.jpg'))) as number)).toBeLessThan(0.06);
    expect(await yawOf(await fixture('grid-r0c16.jpg'))).toBeGreaterThan(0.5);
    expect(await yawOf(await fixture('grid-r0c12.jpg'))).toBeLessThan(-0.5);
  }, 30_000);

  it('flips its sign on a mirrored picture', async () => {
    // (Near profile the mesh is less sure: grid-r0c16 reads 0.88, mirrored −0.57.)
    for (const file of ['grid-r0c12.jpg', 'detect-1.jpg', 'detect-3.jpg']) {
      const image = await fixture(file);
      const yaw = (await yawOf(image)) as number;
      const flipped = (await yawOf(await mirrored(image))) as number;
      expect(Math.abs(yaw), file).toBeGreaterThan(0.2);
      expect(Math.sign(flipped), file).toBe(-Math.sign(yaw));
      expect(Math.abs(yaw + flipped), file).toBeLessThan(0.05);
    }
  }, 60_000);

  it('follows the drawn head turns of the filmed faces', async () => {
    for (const face of ['holder', 'impostor'] as const) {
      const still = (await yawOf(await filmed(face))) as number;
      const left = (await yawOf(await filmed(face, { turn: 0.5 }))) as number;
      const right = (await yawOf(await filmed(face, { turn: -0.5 }))) as number;
      expect(Math.abs(still), face).toBeLessThan(0.15);
      expect(left, face).toBeGreaterThan(TURN_THRESHOLDS.turnedBeyond + 0.03);
      expect(right, face).toBeLessThan(-TURN_THRESHOLDS.turnedBeyond - 0.03);
    }
  }, 60_000);
});

describe('detectTurn and detectBlink on filmed bursts', () => {
  it('sees the asked turn in a burst, not the other one, and not a still turned picture', async () => {
    const [still, left, right] = await Promise.all([
      filmed('holder'),
      filmed('holder', { turn: 0.5 }),
      filmed('holder', { turn: -0.5 }),
    ]);
    const burst = [still, still, left, left, still];
    const toLeft = await detectTurn(burst, 'LEFT');
    expect(toLeft).toMatchObject({ turned: true, turnedAt: 2 });
    expect([0, 1, 4]).toContain(toLeft.frontalAt);
    // The two frames are the same person (what the server checks against the selfie).
    const same = faceMatch(toLeft.frontalEmbedding ?? [], toLeft.turnedEmbedding ?? []);
    expect(same.passed).toBe(true);
    expect((await detectTurn(burst, 'RIGHT')).turned).toBe(false);
    expect((await detectTurn([left, left, left], 'LEFT')).turned).toBe(false);
    expect((await detectTurn([still, right, still], 'RIGHT')).turned).toBe(true);
  }, 60_000);

  it('sees the painted-shut eyes as closed, and a blink in open → closed → open', async () => {
    for (const face of ['holder', 'impostor'] as const) {
      const [open, closed] = await Promise.all([filmed(face), filmed(face, { eyesClosed: true })]);
      const shut = await detectFace(closed, { eyes: true, attributes: false });
      expect(shut.eyeOpenness, face).toBeLessThan(BLINK_THRESHOLDS.closedBelow);
      const blink = await detectBlink([open, closed, open]);
      expect(blink.blinked, face).toBe(true);
      expect((await detectBlink([open, open, open])).blinked, face).toBe(false);
    }
  }, 60_000);
});
