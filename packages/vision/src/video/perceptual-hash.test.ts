import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentScene,
  faceScene,
  postedFrame,
  SCENE,
  withSensorNoise,
} from '../../testing/camera-scene.ts';
import { recordWebm } from '../../testing/record-webm.ts';
import { decodeFrames } from './decode-frames.ts';
import {
  HASH_DECODE_WIDTH,
  hashDistance,
  perceptualHash,
  perceptualHashOfRgb,
  SAME_FRAME_MAX_DISTANCE,
} from './perceptual-hash.ts';

// A posted camera frame found again in the recording: real frames of a filmed session
// (camera-scene.ts), encoded as MediaRecorder does (VP8, real time, 1 Mbit/s) by Debian's
// ffmpeg and decoded back at the hashing size.

const SHOTS = ['still', 'moved', 'impostor', 'front'] as const;
const FRAMES_EACH = 4;
let dir: string;
let frames: Buffer[];
let posted: string[];
let decoded: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'confirma-phash-'));
  const scenes = {
    still: await faceScene({ face: 'holder' }),
    moved: await faceScene({ face: 'holder', shift: [60, 0] }),
    impostor: await faceScene({ face: 'impostor' }),
    front: await documentScene('esp-dni-2', 'id-front'),
  };
  frames = SHOTS.flatMap((shot, s) =>
    Array.from({ length: FRAMES_EACH }, (_, i) => withSensorNoise(scenes[shot], s * 10 + i + 1)),
  );
  posted = await Promise.all(frames.map(async (rgb) => perceptualHash(await postedFrame(rgb))));
  const file = path.join(dir, 'session.webm');
  await recordWebm(file, frames, { ...SCENE, fps: 15, bitrate: 1_000_000 });
  decoded = [];
  for await (const frame of decodeFrames(file, { width: HASH_DECODE_WIDTH })) {
    decoded.push(perceptualHashOfRgb(frame.rgb, frame.width, frame.height));
  }
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const shotOf = (index: number) => SHOTS[Math.floor(index / FRAMES_EACH)];

describe('perceptualHash', () => {
  it('finds each posted frame in the VP8 recording, decoded small', () => {
    expect(decoded).toHaveLength(frames.length);
    const distances = posted.map((hash, i) => hashDistance(hash, decoded[i] as string));
    // Measured at most 2 bits (scripts/measure-frame-hashes.ts); the threshold leaves 6 more.
    expect(Math.max(...distances)).toBeLessThanOrEqual(4);
  });

  it('tells a frame from the head moved aside, another person and a document', () => {
    for (const [i, hash] of posted.entries()) {
      for (const [j, other] of decoded.entries()) {
        if (shotOf(i) === shotOf(j)) continue;
        expect(hashDistance(hash, other), `${shotOf(i)} against ${shotOf(j)}`).toBeGreaterThan(
          SAME_FRAME_MAX_DISTANCE,
        );
      }
    }
  });

  it('hashes a PNG as its pixels, and the same frame as JPEG within a bit pair', async () => {
    const rgb = frames[0] as Buffer;
    const ofPixels = perceptualHashOfRgb(rgb, SCENE.width, SCENE.height);
    expect(await perceptualHash(await postedFrame(rgb, 'png'))).toBe(ofPixels);
    const ofJpeg = await perceptualHash(await postedFrame(rgb, 'jpeg'));
    expect(hashDistance(ofJpeg, ofPixels)).toBeLessThanOrEqual(2);
    expect(ofPixels).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('hashDistance', () => {
  it('counts the bits two hashes differ in, and refuses what is not a hash', () => {
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('8000000000000001', '0000000000000000')).toBe(2);
    expect(hashDistance('a5a5a5a5a5a5a5a5', 'a5a5a5a5a5a5a5a5')).toBe(0);
    expect(() => hashDistance('a5a5', 'a5a5a5a5a5a5a5a5')).toThrow(/not a 64-bit hash/);
  });
});
