import { perceptualHash } from '@confirma/vision';
import {
  documentScene,
  faceScene,
  postedFrame,
  recordWebm,
  SCENE,
  type TDocumentSide,
  type TFaceScene,
  withSensorNoise,
} from '@confirma/vision/testing';
import type { TChallengeWindow, TPostedFrame, TRecordingInput } from '../recording.types.ts';

/**
 * A short identification filmed for the recording's tests: 12 s at 15 fps, 640x480, VP8 at
 * 1.5 Mbit/s as MediaRecorder writes it, each frame with its own sensor noise. The person
 * sits still (the selfie at 1 s), moves left and blinks (2.6–3.0 s), moves right and turns
 * to their left (5.0–6.0 s), comes back, then holds up the card's front (7.6 s) and back
 * (10 s). The log is what the detections would have recorded: the frames that counted,
 * posted as PNG and hashed, received at plausible server times.
 */
export const FILM_FPS = 15;
export const STARTED_AT = 1_700_000_000_000;
/** The recorder starts this long after the start call (video time 0 is STARTED_AT + this). */
export const RECORDER_LAG_MS = 1_200;

export type TShot = TFaceScene | { identity: string; side: TDocumentSide };
export interface TSegment {
  /** The shot lasts until this video time, s. */
  until: number;
  shot: TShot;
}

const holder = (pose: TFaceScene['pose'] = {}, shift: [number, number] = [0, 0]): TShot => ({
  face: 'holder',
  pose,
  shift,
});

export const GENUINE_SCRIPT: TSegment[] = [
  { until: 2.0, shot: holder() },
  { until: 2.6, shot: holder({}, [-40, 0]) },
  { until: 3.0, shot: holder({ eyesClosed: true }, [-40, 0]) },
  { until: 4.0, shot: holder({}, [-40, 0]) },
  { until: 4.4, shot: holder() },
  { until: 5.0, shot: holder({}, [40, 0]) },
  { until: 5.2, shot: holder({ turn: 0.25 }, [40, 0]) },
  { until: 5.8, shot: holder({ turn: 0.5 }, [40, 0]) },
  { until: 6.0, shot: holder({ turn: 0.25 }, [40, 0]) },
  { until: 6.6, shot: holder({}, [40, 0]) },
  { until: 7.6, shot: holder() },
  { until: 10.0, shot: { identity: 'esp-dni-2', side: 'id-front' } },
  { until: 12.0, shot: { identity: 'esp-dni-2', side: 'id-back' } },
];

const scenes = new Map<string, Buffer>();
/** The shot's clean frame (cached: a film has a dozen shots). */
export async function shotFrame(shot: TShot): Promise<Buffer> {
  const key = JSON.stringify(shot);
  const known =
    scenes.get(key) ??
    ('identity' in shot ? await documentScene(shot.identity, shot.side) : await faceScene(shot));
  scenes.set(key, known);
  return known;
}

/** Frame n of the script, noisy: its shot's frame with the noise of seed n + 1. */
async function frameOf(script: TSegment[], n: number, fps: number): Promise<Buffer> {
  const time = n / fps;
  const segment = script.find((one) => time < one.until - 1e-9) ?? script.at(-1);
  if (!segment) throw new Error('an empty script');
  return withSensorNoise(await shotFrame(segment.shot), n + 1);
}

/** Films the script into `file`; the noisy frames, by frame number. */
export async function filmSession(
  file: string,
  script: TSegment[],
  fps = FILM_FPS,
): Promise<Buffer[]> {
  const count = Math.round((script.at(-1)?.until ?? 0) * fps);
  const frames: Buffer[] = [];
  for (let n = 0; n < count; n += 1) frames.push(await frameOf(script, n, fps));
  await recordWebm(file, frames, { ...SCENE, fps, bitrate: 1_500_000 });
  return frames;
}

/** The server time a frame filmed at video time `seconds` arrives, `uploadMs` after. */
export const receivedAt = (seconds: number, uploadMs: number) =>
  STARTED_AT + RECORDER_LAG_MS + Math.round(seconds * 1000) + uploadMs;

/** A logged frame: the film's frame at `seconds`, posted as PNG, hashed. */
export async function postFrame(
  frames: Buffer[],
  seconds: number,
  entry: Omit<TPostedFrame, 'hash'>,
  fps = FILM_FPS,
): Promise<TPostedFrame> {
  const frame = frames[Math.round(seconds * fps)];
  if (!frame) throw new Error(`no frame at ${seconds} s`);
  return { ...entry, hash: await perceptualHash(await postedFrame(frame)) };
}

const BLINK_BURST = [2.2, 2.4, 2.6, 2.8, 3.0, 3.2];
const TURN_BURST = [4.8, 5.0, 5.2, 5.4, 5.6, 5.8, 6.0, 6.2];

/** The genuine session's log and challenges for the filmed frames (no selfie yet). */
export async function genuineLog(
  frames: Buffer[],
): Promise<Omit<TRecordingInput, 'videoPath' | 'selfie'>> {
  const blinkAt = receivedAt(3.2, 800);
  const turnAt = receivedAt(6.2, 800);
  const backAt = receivedAt(11.0, 500);
  const posted = [
    await postFrame(frames, 1.0, { kind: 'FACE', receivedAt: receivedAt(1.0, 300) }),
    ...(await Promise.all(
      BLINK_BURST.map((s) =>
        postFrame(frames, s, { kind: 'LIVENESS', receivedAt: blinkAt, challenge: 0 }),
      ),
    )),
    ...(await Promise.all(
      TURN_BURST.map((s) =>
        postFrame(frames, s, { kind: 'LIVENESS', receivedAt: turnAt, challenge: 1 }),
      ),
    )),
    await postFrame(frames, 8.4, { kind: 'FRONT', receivedAt: receivedAt(8.4, 500) }),
    await postFrame(frames, 11.0, { kind: 'BACK', receivedAt: backAt }),
  ];
  const challenges: TChallengeWindow[] = [
    { index: 0, kind: 'BLINK', openedAt: receivedAt(1.8, 0), closesAt: blinkAt, passed: true },
    { index: 1, kind: 'TURN_LEFT', openedAt: receivedAt(4.6, 0), closesAt: turnAt, passed: true },
  ];
  return { startedAt: STARTED_AT, endedAt: backAt, frames: posted, challenges };
}
