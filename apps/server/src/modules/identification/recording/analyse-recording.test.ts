import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createVisionPool, perceptualHash, type TVisionPool } from '@confirma/vision';
import { postedFrame } from '@confirma/vision/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseRecording } from './analyse-recording.ts';
import type { TRecordingInput } from './recording.types.ts';
import { RECORDING_LIMITS } from './recording-parameters.ts';
import {
  filmSession,
  GENUINE_SCRIPT,
  genuineLog,
  postFrame,
  receivedAt,
  shotFrame,
} from './testing/film-session.ts';

// The recording judged for real: a filmed session encoded as MediaRecorder does (VP8 by
// Debian's ffmpeg), decoded by ffmpeg, its faces, blink and turn seen by the vision engine
// in a worker (createVisionPool). Each case changes one thing of the genuine session and
// fails for its own code alone.

let dir: string;
let pool: TVisionPool;
let genuine: TRecordingInput;
let impostorVideo: string;
/** The failing cases look at the challenges 4 frames a second (the default is 8): faster. */
const QUICK = { ...RECORDING_LIMITS, recheckEveryMs: 250 };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'confirma-recording-'));
  pool = createVisionPool({ size: 1 });
  const videoPath = path.join(dir, 'genuine.webm');
  const frames = await filmSession(videoPath, GENUINE_SCRIPT);
  const selfie = await pool.run('face', { image: await postedFrame(frames[15] as Buffer) });
  genuine = { ...(await genuineLog(frames)), videoPath, selfie: selfie.embedding };
  // Another person sits down between the turn and the card (6.6–7.6 s).
  impostorVideo = path.join(dir, 'impostor.webm');
  await filmSession(
    impostorVideo,
    GENUINE_SCRIPT.map((segment) =>
      segment.until === 7.6 ? { ...segment, shot: { face: 'impostor' } } : segment,
    ),
  );
}, 120_000);
afterAll(async () => {
  await pool?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('analyseRecording', () => {
  it('passes the genuine session, with its figures', async () => {
    const analysis = await analyseRecording(pool, genuine);
    expect(analysis.failures).toEqual([]);
    expect(analysis).toMatchObject({ codec: 'vp8', width: 640, height: 480, framesDecoded: 180 });
    expect(analysis.found).toBe(analysis.posted);
    expect(analysis.worstFoundDistance).toBeLessThanOrEqual(4);
    // The frames' own offsets: the recorder's 1.2 s plus each upload (0.3–3.8 s).
    expect(analysis.offsets.sessionMs).toBeGreaterThanOrEqual(1_200);
    expect(analysis.offsets.sessionMs).toBeLessThanOrEqual(2_000);
    expect(analysis.person.matched).toBeGreaterThanOrEqual(6);
    expect(analysis.challenges.map((check) => [check.kind, check.rechecked])).toEqual([
      ['BLINK', true],
      ['TURN_LEFT', true],
    ]);
    const rechecked = analysis.challenges.map((check) => check.recheckTimes.length);
    console.log(
      `genuine 12 s session analysed in ${analysis.ms} ms: ${analysis.person.samples.length} person samples, ${rechecked} re-check frames`,
    );
  }, 60_000);

  it('finds a filler behind a WebM magic number unreadable', async () => {
    const filler = path.join(dir, 'filler.webm');
    await writeFile(
      filler,
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(2048)]),
    );
    const analysis = await analyseRecording(pool, { ...genuine, videoPath: filler });
    expect(analysis.failures).toEqual(['VIDEO_UNREADABLE']);
    expect(analysis.unreadable).toMatch(/ffprobe/);
  });

  it('finds a recording that stops 10 s before the session ended too short', async () => {
    const analysis = await analyseRecording(
      pool,
      { ...genuine, endedAt: genuine.endedAt + 10_000 },
      QUICK,
    );
    expect(analysis.failures).toEqual(['VIDEO_TOO_SHORT']);
    expect(analysis.visionChecked).toBe(false);
  }, 60_000);

  it('finds another person in the face stage', async () => {
    const analysis = await analyseRecording(pool, { ...genuine, videoPath: impostorVideo }, QUICK);
    expect(analysis.failures).toEqual(['VIDEO_OTHER_PERSON']);
    const other = analysis.person.samples.filter(
      (sample) => sample.similarity !== null && !sample.matched,
    );
    expect(other.map((sample) => Math.floor(sample.timeMs / 1000))).toContain(7);
  }, 60_000);

  it('misses a selfie from another take', async () => {
    // The same person, further left in the room: a frame this recording never showed.
    const frame = await postedFrame(await shotFrame({ face: 'holder', shift: [-120, 0] }));
    const hash = await perceptualHash(frame);
    const frames = genuine.frames.map((entry) =>
      entry.kind === 'FACE' ? { ...entry, hash } : entry,
    );
    const analysis = await analyseRecording(pool, { ...genuine, frames }, QUICK);
    expect(analysis.failures).toEqual(['VIDEO_FRAMES_MISSING']);
    expect(analysis.frames[0]).toMatchObject({ kind: 'FACE', found: false });
  }, 60_000);

  it('misses a document the camera never saw', async () => {
    // A passport page posted as the card's front. (Two cards of one design held alike are
    // within the threshold: the hash tells a document's look, not which card it is.)
    const other = [await shotFrame({ identity: 'esp-passport', side: 'passport' })];
    const front = await postFrame(other, 0, { kind: 'FRONT', receivedAt: receivedAt(8.4, 500) });
    const frames = genuine.frames.map((entry) => (entry.kind === 'FRONT' ? front : entry));
    const analysis = await analyseRecording(pool, { ...genuine, frames }, QUICK);
    expect(analysis.failures).toEqual(['VIDEO_DOCUMENT_MISSING']);
  }, 60_000);

  it('refuses a turn filmed before its challenge was given', async () => {
    // The turn was filmed at 5.0–6.0 s; the challenge came at 8 s, the burst a little after.
    const late = receivedAt(8.6, 0);
    const frames = genuine.frames.map((entry) =>
      entry.challenge === 1 ? { ...entry, receivedAt: late } : entry,
    );
    const challenges = genuine.challenges.map((challenge) =>
      challenge.index === 1
        ? { ...challenge, openedAt: receivedAt(8.0, 0), closesAt: late }
        : challenge,
    );
    const analysis = await analyseRecording(pool, { ...genuine, frames, challenges }, QUICK);
    expect(analysis.failures).toEqual(['VIDEO_CHALLENGE_MISSING']);
    expect(analysis.challenges[1]).toMatchObject({ kind: 'TURN_LEFT', found: 8, inWindow: false });
  }, 60_000);

  it('looks for a blink about its passing burst, however long its window', async () => {
    // The blink's window opened long before its burst (a person who paused, or tried
    // before): the burst's still frames place nothing, so the window's end is looked at,
    // as long as a recheck covers (here 24 frames: 3 s).
    const challenges = genuine.challenges.map((challenge) =>
      challenge.index === 0 ? { ...challenge, openedAt: genuine.startedAt - 60_000 } : challenge,
    );
    const limits = { ...RECORDING_LIMITS, maxRecheckFrames: 24 };
    const analysis = await analyseRecording(pool, { ...genuine, challenges }, limits);
    expect(analysis.failures).toEqual([]);
    const [blink] = analysis.challenges;
    expect(blink).toMatchObject({ kind: 'BLINK', rechecked: true });
    const times = blink?.recheckTimes ?? [];
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeLessThanOrEqual(3_000);
    expect(times.at(-1)).toBeGreaterThan((blink?.window?.toMs ?? 0) - 200);
  }, 60_000);

  it('refuses a blink the recording does not show in its window', async () => {
    // The turn's burst logged as a blink's: found in its window, but nobody blinks there.
    const challenges = genuine.challenges
      .filter((challenge) => challenge.index === 1)
      .map((challenge) => ({ ...challenge, kind: 'BLINK' as const }));
    const analysis = await analyseRecording(pool, { ...genuine, challenges }, QUICK);
    expect(analysis.failures).toEqual(['VIDEO_CHALLENGE_MISSING']);
    expect(analysis.challenges[0]).toMatchObject({ inWindow: true, rechecked: false });
  }, 60_000);
});
