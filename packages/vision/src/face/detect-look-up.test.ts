import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFaceFixtures, fixturePath } from '../../scripts/face-fixtures.ts';
import { detectFace } from './detect-face.ts';
import { detectLookUp, LOOK_UP_THRESHOLDS, lookUpFromPitch } from './detect-look-up.ts';
import { FRONTAL_NOSE_SHARE, headPitch, type TMeshPoint } from './face-landmarks.ts';
import { getHumanEngine } from './human-engine.ts';

describe('lookUpFromPitch', () => {
  it('passes a swing upwards past the threshold, and names the upright and raised frames', () => {
    const up = lookUpFromPitch([0.02, -0.01, 0.12, 0.31, 0.05]);
    expect(up).toMatchObject({ raised: true, frontalAt: 1, raisedAt: 3, swing: 0.32 });
    // Looking down is no look up.
    expect(lookUpFromPitch([0.02, -0.2, -0.35, 0.01]).raised).toBe(false);
  });

  it('needs a movement: a head held tilted, or a swing under the threshold, does not pass', () => {
    expect(lookUpFromPitch([0.4, 0.42, 0.39])).toMatchObject({ raised: false, swing: 0.03 });
    expect(lookUpFromPitch([0.0, 0.05, 0.12, 0.02]).raised).toBe(false);
    // A person whose upright face reads low (their own proportions) still has to swing.
    expect(lookUpFromPitch([-0.2, -0.18, -0.02, -0.2]).raised).toBe(false);
    expect(lookUpFromPitch([-0.2, -0.18, 0.12, -0.2]).raised).toBe(true);
  });

  it('counts no frame turned past the yaw limit: a turn is not a look up', () => {
    const pitch = [0.0, 0.3, 0.01];
    expect(lookUpFromPitch(pitch, LOOK_UP_THRESHOLDS, [0.05, 0.1, 0.04]).raised).toBe(true);
    expect(lookUpFromPitch(pitch, LOOK_UP_THRESHOLDS, [0.05, 0.4, 0.04])).toMatchObject({
      raised: false,
      raisedAt: 2,
    });
  });

  it('skips frames without a face', () => {
    expect(lookUpFromPitch([null, 0, null, 0.3])).toMatchObject({
      raised: true,
      frontalAt: 1,
      raisedAt: 3,
    });
    expect(lookUpFromPitch([null, null])).toMatchObject({
      raised: false,
      frontalAt: null,
      raisedAt: null,
      swing: 0,
    });
  });
});

describe('headPitch', () => {
  /**
   * A 468-point mesh with the eyes on a line 100 px wide, the chin 120 px below it and the
   * nose tip `share` of the way down; rolled by `roll` radians and scaled by `scale`.
   */
  function mesh(share: number, roll = 0, scale = 1): TMeshPoint[] {
    const points: [number, number][] = Array.from({ length: 468 }, () => [0, 0]);
    const place = (index: number, x: number, y: number) => {
      const [cos, sin] = [Math.cos(roll), Math.sin(roll)];
      points[index] = [300 + scale * (x * cos - y * sin), 200 + scale * (x * sin + y * cos)];
    };
    for (const [index, x] of [
      [33, -70],
      [133, -30],
      [362, 30],
      [263, 70],
    ] as const) {
      place(index, x, 0);
    }
    place(4, 0, 120 * share);
    place(152, 0, 120);
    return points;
  }

  it('is 0 at the frontal share, positive as the nose tip rises towards the eye line', () => {
    expect(headPitch(mesh(FRONTAL_NOSE_SHARE))).toBeCloseTo(0, 6);
    expect(headPitch(mesh(0.25))).toBeCloseTo(Math.log(FRONTAL_NOSE_SHARE / 0.25), 6);
    expect(headPitch(mesh(0.45))).toBeLessThan(-0.3);
  });

  it('reads the same on a face rolled or larger in the picture', () => {
    const upright = headPitch(mesh(0.27));
    expect(headPitch(mesh(0.27, 0.3, 2.5))).toBeCloseTo(upright, 6);
  });
});

// The real models on the face set's photographs.
const fixture = async (file: string) => readFile(fixturePath({ file, kind: 'match' }));
const pitchOf = async (image: Buffer) => (await detectFace(image, { attributes: false })).pitch;

beforeAll(async () => {
  await ensureFaceFixtures();
  await getHumanEngine();
}, 60_000);

describe('headPitch (detectFace().pitch) on photographs', () => {
  it('reads faces looking down as negative, a frontal webcam face as not', async () => {
    // grid-r3c9 and grid-r1c4 look down at something below the camera; faceid looks at it.
    expect(await pitchOf(await fixture('grid-r3c9.jpg'))).toBeLessThan(-0.3);
    expect(await pitchOf(await fixture('grid-r1c4.jpg'))).toBeLessThan(-0.3);
    expect(await pitchOf(await fixture('faceid.jpg'))).toBeGreaterThan(0);
  }, 30_000);

  it('does not change on a mirrored picture', async () => {
    // Within the mesh's own asymmetry: the small face looking down differs by 0.06.
    for (const file of ['grid-r3c9.jpg', 'detect-1.jpg', 'faceid.jpg']) {
      const image = await fixture(file);
      const flipped = await sharp(image).flop().jpeg({ quality: 92 }).toBuffer();
      const [pitch, mirrored] = [await pitchOf(image), await pitchOf(flipped)];
      expect(Math.abs((pitch as number) - (mirrored as number)), file).toBeLessThan(0.1);
    }
  }, 30_000);

  it('does not see a look up in a photograph tilted back (foreshortened top to bottom)', async () => {
    // A flat face tilted back shortens the eye-to-nose and eye-to-chin distances alike: the
    // nose's share between them stays (faceid moves by 0.09 at 0.8 of its height, 37°).
    const tilted = async (image: Buffer, share: number) => {
      const { width = 0, height = 0 } = await sharp(image).metadata();
      const squeezed = await sharp(image)
        .resize(width, Math.round(height * share), { fit: 'fill' })
        .toBuffer();
      return sharp({ create: { width, height, channels: 3, background: '#8a847c' } })
        .composite([{ input: squeezed, left: 0, top: Math.round((height * (1 - share)) / 2) }])
        .jpeg({ quality: 90 })
        .toBuffer();
    };
    for (const file of ['faceid.jpg', 'detect-1.jpg']) {
      const image = await fixture(file);
      const burst = [image, await tilted(image, 0.9), await tilted(image, 0.8)];
      const check = await detectLookUp(burst);
      expect(check.raised, `${file} ${JSON.stringify(check.pitch)}`).toBe(false);
      expect(check.swing, file).toBeLessThan(LOOK_UP_THRESHOLDS.minSwing);
    }
  }, 30_000);
});
