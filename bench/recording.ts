import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { analyseRecording } from '../apps/server/src/modules/identification/recording/analyse-recording.ts';
import { hashRecording } from '../apps/server/src/modules/identification/recording/hash-recording.ts';
import type { TRecordingInput } from '../apps/server/src/modules/identification/recording/recording.types.ts';
import { RECORDING_LIMITS } from '../apps/server/src/modules/identification/recording/recording-parameters.ts';
import {
  filmSession,
  postFrame,
  receivedAt,
  STARTED_AT,
  type TSegment,
  type TShot,
} from '../apps/server/src/modules/identification/recording/testing/film-session.ts';
import { probeVideo } from '../packages/vision/src/video/probe-video.ts';
import { createVisionPool } from '../packages/vision/src/workers/vision-pool.ts';
import { postedFrame } from '../packages/vision/testing/camera-scene.ts';
import type { TBenchResult } from './types.ts';

// The recording's analysis on a minute of camera (640x480, 30 fps, VP8 at 1.5 Mbit/s): the
// face for 35 s (a blink at 12.6 s, a turn at 21 s), the card's front for 15 s, its back for
// 10 s, with the log a genuine session would leave. Standalone: `node --import tsx
// bench/recording.ts`.
const FPS = 30;
const holder = (pose = {}, shift: [number, number] = [0, 0]): TShot => ({
  face: 'holder',
  pose,
  shift,
});
const SCRIPT: TSegment[] = [
  { until: 10, shot: holder() },
  { until: 12.6, shot: holder({}, [-40, 0]) },
  { until: 13.0, shot: holder({ eyesClosed: true }, [-40, 0]) },
  { until: 16, shot: holder({}, [-40, 0]) },
  { until: 21, shot: holder({}, [40, 0]) },
  { until: 21.2, shot: holder({ turn: 0.25 }, [40, 0]) },
  { until: 21.8, shot: holder({ turn: 0.5 }, [40, 0]) },
  { until: 22.0, shot: holder({ turn: 0.25 }, [40, 0]) },
  { until: 25, shot: holder({}, [40, 0]) },
  { until: 35, shot: holder() },
  { until: 50, shot: { identity: 'esp-dni-2', side: 'id-front' } },
  { until: 60, shot: { identity: 'esp-dni-2', side: 'id-back' } },
];
/** Twelve frames 0.25 s apart ending at `last`, s. */
const burst = (last: number) => Array.from({ length: 12 }, (_, i) => last - (11 - i) * 0.25);

async function minuteSession(videoPath: string, frames: Buffer[]) {
  const post = (seconds: number, entry: Parameters<typeof postFrame>[2]) =>
    postFrame(frames, seconds, entry, FPS);
  const blinkAt = receivedAt(14.2, 1500);
  const turnAt = receivedAt(23.2, 1500);
  const hologramAt = receivedAt(44.5, 1500);
  const posted = [
    await post(3, { kind: 'FACE', receivedAt: receivedAt(3, 300) }),
    ...(await Promise.all(
      burst(14.15).map((s) => post(s, { kind: 'LIVENESS', receivedAt: blinkAt, challenge: 0 })),
    )),
    ...(await Promise.all(
      burst(23.15).map((s) => post(s, { kind: 'LIVENESS', receivedAt: turnAt, challenge: 1 })),
    )),
    await post(40, { kind: 'FRONT', receivedAt: receivedAt(40, 500) }),
    ...(await Promise.all(
      burst(44.5).map((s) => post(s, { kind: 'HOLOGRAM', receivedAt: hologramAt })),
    )),
    await post(55, { kind: 'BACK', receivedAt: receivedAt(55, 500) }),
  ];
  return {
    videoPath,
    startedAt: STARTED_AT,
    endedAt: receivedAt(55, 500),
    frames: posted,
    challenges: [
      { index: 0, kind: 'BLINK', openedAt: receivedAt(10.5, 0), closesAt: blinkAt, passed: true },
      {
        index: 1,
        kind: 'TURN_LEFT',
        openedAt: receivedAt(19.5, 0),
        closesAt: turnAt,
        passed: true,
      },
    ],
  } satisfies Omit<TRecordingInput, 'selfie'>;
}

export async function recordingBench(): Promise<TBenchResult[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'confirma-bench-recording-'));
  const pool = createVisionPool({ size: 1 });
  try {
    await pool.warmUp();
    const videoPath = path.join(dir, 'minute.webm');
    const frames = await filmSession(videoPath, SCRIPT, FPS);
    const selfie = await pool.run('face', { image: await postedFrame(frames[90] as Buffer) });
    const input = { ...(await minuteSession(videoPath, frames)), selfie: selfie.embedding };
    const hashStarted = performance.now();
    await hashRecording(videoPath, await probeVideo(videoPath), RECORDING_LIMITS);
    const hashMs = performance.now() - hashStarted;
    const analysis = await analyseRecording(pool, input);
    if (analysis.failures.length) throw new Error(`the minute failed: ${analysis.failures}`);
    const poolFrames =
      analysis.person.samples.length +
      analysis.challenges.reduce((sum, check) => sum + check.recheckTimes.length, 0);
    return [
      { name: 'recording 60 s: probe, decode and hash 1,800 frames', value: hashMs, unit: 'ms' },
      { name: 'recording 60 s: whole analysis', value: analysis.ms, unit: 'ms' },
      { name: 'recording 60 s: frames through the vision pool', value: poolFrames, unit: 'files' },
    ];
  } finally {
    await pool.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.table(await recordingBench());
}
