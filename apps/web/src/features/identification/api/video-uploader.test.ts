import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, problem, type TFakeCall } from '../../../testing/fake-fetch';
import { createVideoUploader, VIDEO_CHUNK_BYTES } from './create-video-uploader';

const OP = '7b0e4a52-6f15-4c1f-9d0a-5c8f3e2d1a00';
const VIDEO = '1f2e3d4c-5b6a-4798-8a1b-2c3d4e5f6a7b';

const BASE = `/api/v2/uploadblobwebm/${OP}/${VIDEO}`;
/** One handler for each chunk index the test may send. */
const chunkRoutes = (answer: () => Response) =>
  Object.fromEntries([0, 1, 2, 3].map((index) => [`PUT ${BASE}/chunks/${index}`, answer]));

/** Deterministic bytes standing in for the recorder's WebM pieces. */
const piece = (size: number, seed: number) =>
  new Blob([Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 251)]);

const sizeOf = (call: TFakeCall) => (call.payload as Blob).size;

describe('the recording uploaded as it is taken', () => {
  it('sends each whole megabyte while recording, then the rest, then finish with size and hash', async () => {
    const { calls } = fakeFetch({
      ...chunkRoutes(() => json(200, { index: 0, size: 1, received: 1 })),
      [`POST ${BASE}/finish`]: (call) =>
        json(200, {
          videoUuid: VIDEO,
          videoSize: (call.body as { videoSize: number }).videoSize,
          sha256: (call.body as { sha256: string }).sha256,
        }),
    });
    const uploader = createVideoUploader(OP, VIDEO, 'web');
    const pieces = [0, 1, 2, 3, 4].map((seed) => piece(Math.round(VIDEO_CHUNK_BYTES * 0.55), seed));
    for (const one of pieces.slice(0, 4)) uploader.add(one);
    // 2.2 MB handed over: two whole chunks are on their way before the recording stops.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect.poll(() => calls.filter((call) => call.method === 'PUT').length).toBe(2);
    expect(calls.some((call) => call.path.endsWith('/finish'))).toBe(false);
    uploader.add(pieces[4] as Blob);
    const progress: number[] = [];
    const finished = await uploader.finish(4_321.6, 'video/webm', (share) => progress.push(share));

    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path.split('/').at(-1))).toEqual(['0', '1', '2']);
    const whole = Buffer.concat(
      await Promise.all(pieces.map(async (one) => Buffer.from(await one.arrayBuffer()))),
    );
    expect(puts.map(sizeOf)).toEqual([
      VIDEO_CHUNK_BYTES,
      VIDEO_CHUNK_BYTES,
      whole.byteLength - 2 * VIDEO_CHUNK_BYTES,
    ]);
    const finish = calls.find((call) => call.path.endsWith('/finish'));
    expect(finish?.body).toEqual({
      domainUuid: 'web',
      videoDuration: 4322,
      videoSize: whole.byteLength,
      chunkCount: 3,
      sha256: createHash('sha256').update(whole).digest('hex'),
    });
    expect(finished.videoSize).toBe(whole.byteLength);
    expect(progress.at(-1)).toBe(1);
  });

  it('sends again at the end a chunk whose tries failed while recording', async () => {
    let failures = 3;
    const { calls } = fakeFetch({
      ...chunkRoutes(() => {
        if (failures > 0) {
          failures -= 1;
          return problem('RATE_LIMITED');
        }
        return json(200, { index: 0, size: 1, received: 1 });
      }),
      [`POST ${BASE}/finish`]: () => json(200, { videoUuid: VIDEO, videoSize: 1, sha256: 'x' }),
    });
    const uploader = createVideoUploader(OP, VIDEO, 'web');
    uploader.add(piece(VIDEO_CHUNK_BYTES + 10, 7));
    await uploader.finish(1_000, 'video/webm');
    const chunkPaths = calls
      .filter((call) => call.method === 'PUT')
      .map((call) => call.path.split('/').at(-1));
    // Three failed tries of chunk 0, the last part, then chunk 0 again.
    expect(chunkPaths).toEqual(['0', '0', '0', '1', '0']);
    expect(calls.at(-1)?.body).toMatchObject({ chunkCount: 2 });
  }, 20_000);
});
