import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrames, type TDecodeFramesOptions } from './decode-frames.ts';
import { probeVideo } from './probe-video.ts';
import { VideoUnreadableError } from './video-unreadable-error.ts';

// Real ffmpeg and ffprobe on small videos made here: a MediaRecorder-like WebM (VP8, muxed
// live: no duration in its header) whose frames come at an irregular rate.

const run = promisify(execFile);
let dir: string;
let webm: string;

/**
 * Frame n of a 30 fps test pattern at n/30 s, except frames 10–19, dropped: 20 frames, a
 * gap from 0.3 s to 0.667 s, the last at 0.967 s. A decoder that assumed a constant rate
 * would put the frames after the gap a third of a second early.
 */
const EXPECTED_TIMES = [
  ...Array.from({ length: 10 }, (_, n) => Math.round((n * 1000) / 30)),
  ...Array.from({ length: 10 }, (_, n) => Math.round(((n + 20) * 1000) / 30)),
];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'confirma-decode-'));
  webm = path.join(dir, 'camera.webm');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=30', '-t', '1'],
    ...['-vf', "select='not(between(n,10,19))'", '-fps_mode', 'passthrough'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '1M', '-live', '1', '-f', 'webm', webm],
  ]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const timesOf = async (options: TDecodeFramesOptions, file = webm) => {
  const times: number[] = [];
  for await (const frame of decodeFrames(file, options)) {
    expect(frame.rgb).toHaveLength(frame.width * frame.height * 3);
    times.push(frame.timeMs);
  }
  return times;
};

describe('probeVideo', () => {
  it('reads a live WebM’s duration from its packets, its header having none', async () => {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      webm,
    ]);
    expect(stdout.trim()).toBe('N/A');
    const probe = await probeVideo(webm);
    expect(probe).toMatchObject({ width: 320, height: 240, codec: 'vp8', frames: 20 });
    // The last frame at 967 ms, shown for its 33 ms.
    expect(probe.durationMs).toBeGreaterThanOrEqual(967);
    expect(probe.durationMs).toBeLessThanOrEqual(1000);
  });

  it('refuses a WebM magic number followed by noise, and a file without video', async () => {
    const filler = path.join(dir, 'filler.webm');
    await writeFile(
      filler,
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(2048)]),
    );
    await expect(probeVideo(filler)).rejects.toThrow(VideoUnreadableError);
    await expect(timesOf({ width: 64, height: 48 }, filler)).rejects.toThrow(VideoUnreadableError);
    const audio = path.join(dir, 'audio.webm');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'libopus', audio]);
    await expect(probeVideo(audio)).rejects.toThrow(/no video stream/);
  });
});

describe('decodeFrames', () => {
  it('gives every frame at its own presentation time, gaps included', async () => {
    expect(await timesOf({ width: 64 })).toEqual(EXPECTED_TIMES);
  });

  it('keeps real frames at most `fps` a second, within `from` and `to`', async () => {
    // 4 a second: each kept frame 250 ms or more after the last; the gap skips ahead.
    expect(await timesOf({ width: 64, fps: 4 })).toEqual([0, 267, 667, 933]);
    expect(await timesOf({ width: 64, from: 200, to: 733 })).toEqual([
      200, 233, 267, 300, 667, 700, 733,
    ]);
  });

  it('gives the frames at the times asked for, at the size asked for', async () => {
    const frames = [];
    for await (const frame of decodeFrames(webm, { width: 320, times: [33, 700, 967] })) {
      frames.push(frame);
    }
    expect(frames.map((frame) => frame.timeMs)).toEqual([33, 700, 967]);
    expect(frames[0]).toMatchObject({ width: 320, height: 240 });
    // Every frame among 150 times asked for (a flat sum of as many terms overflows ffmpeg's
    // expression evaluator: "Cannot allocate memory").
    const many = [...EXPECTED_TIMES, ...Array.from({ length: 130 }, (_, i) => 5_000 + i * 40)];
    expect(await timesOf({ width: 64, times: many })).toEqual(EXPECTED_TIMES);
  });

  it('stops at maxFrames and at maxDurationMs past from', async () => {
    expect(await timesOf({ width: 64, maxFrames: 3 })).toEqual([0, 33, 67]);
    expect(await timesOf({ width: 64, from: 900, maxDurationMs: 50 })).toEqual([900, 933]);
  });

  it('fails as unreadable past its timeout, and with the abort’s reason when aborted', async () => {
    await expect(timesOf({ width: 64, timeoutMs: 1 })).rejects.toThrow(/ran past 1 ms/);
    const controller = new AbortController();
    const reading = (async () => {
      for await (const _ of decodeFrames(webm, { width: 64, signal: controller.signal })) {
        controller.abort(new Error('the caller gave up'));
      }
    })();
    await expect(reading).rejects.toThrow('the caller gave up');
  });
});
