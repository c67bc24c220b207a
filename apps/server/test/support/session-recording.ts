import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { recordWebm } from '@confirma/vision/testing';
import sharp from 'sharp';
import { createHttpClient } from './http-client.ts';
import { bearer } from './operations.ts';
import type { TServerAddress } from './test-server.ts';

/**
 * The camera of a test's identification: what a signer's page records while it posts frames.
 * Every frame the test posts to a detection is filmed at the moment it was taken (a burst's
 * frames 250 ms apart, the last just before the request leaves, as the capture screen takes
 * them), and held until the next; `webm()` encodes the session as MediaRecorder would (VP8 by
 * Debian's ffmpeg, 640x480, 10 fps), from the recording's start to a second after the last
 * frame. So the server's recording check (recording/analyse-recording.ts) sees the session
 * the frames came from, as it would from a real page.
 */
const CAMERA = { width: 640, height: 480, fps: 10, bitrate: 1_500_000 } as const;
/** Between two frames of one burst, as the capture screen grabs them. */
const BURST_SPACING_MS = 250;
/** The face stage lasts this long at least before a document is shown (a person brings the card up). */
const FACE_STAGE_MS = 2_500;
const DETECTIONS = /\/api\/v2\/detection\/(face|liveness|colours|ml\/front|ml\/back|hologram)\//;

interface TFilmed {
  /** Wall time (ms) the frame shows from. */
  at: number;
  rgb: Buffer;
}

export class SessionRecording {
  private readonly filmed: TFilmed[] = [];
  private lastSent: number;
  /** When the last answer came back: the page shows what it asks for (a challenge) only then. */
  private lastAnswered: number;
  private firstDocument = true;

  constructor(private readonly startedAt: number) {
    this.lastSent = startedAt;
    this.lastAnswered = startedAt;
  }

  /** The answer to the last request came back now: the next frames are filmed after it. */
  answered(): void {
    this.lastAnswered = Date.now();
  }

  /**
   * Films the frames of a detection request (its `imgb64` or `frames`), then lets it leave;
   * answers how to take them out again (a request the server refused, sent out of turn by a
   * test of the refusals, is left out of the session the page would have filmed).
   */
  async film(url: string, body: object): Promise<() => void> {
    const none = () => {};
    if (!DETECTIONS.test(url)) return none;
    const images = framesOf(body);
    if (images.length === 0) return none;
    const document = /\/ml\/(front|back)\//.test(url);
    // The burst's frames are taken one after the other, after the last request left and
    // its answer came back (a challenge's window opens when the previous one is answered,
    // and the page only then shows it and starts filming for it).
    let earliest = Math.max(this.lastSent, this.lastAnswered) + BURST_SPACING_MS * images.length;
    if (document && this.firstDocument)
      earliest = Math.max(earliest, this.startedAt + FACE_STAGE_MS);
    if (document) this.firstDocument = false;
    const wait = earliest - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = Date.now();
    // What is no picture (a test of the server's refusals) is not filmed.
    const rgb = await Promise.all(images.map((image) => cameraFrame(image).catch(() => null)));
    if (rgb.some((frame) => frame === null)) return none;
    const shots = (rgb as Buffer[]).map((frame, i) => ({
      at: sent - (images.length - 1 - i) * BURST_SPACING_MS - 20,
      rgb: frame,
    }));
    this.filmed.push(...shots);
    const before = this.lastSent;
    this.lastSent = sent;
    return () => {
      for (const shot of shots) this.filmed.splice(this.filmed.indexOf(shot), 1);
      this.lastSent = before;
    };
  }

  /**
   * Films a picture that was not posted, from now for `forMs` (someone else sitting down
   * between two captures, say); the wall clock moves on by that much.
   */
  async cutIn(image: Buffer, forMs: number): Promise<void> {
    this.filmed.push({ at: Date.now(), rgb: await cameraFrame(image) });
    await new Promise((resolve) => setTimeout(resolve, forMs));
    this.lastSent = Date.now();
  }

  /** The session as a WebM file's bytes. */
  async webm(): Promise<Buffer> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'confirma-session-'));
    try {
      const file = path.join(dir, 'session.webm');
      const end = this.lastSent + 1_000;
      const step = 1000 / CAMERA.fps;
      const filmed = [...this.filmed].sort((a, b) => a.at - b.at);
      const blank = Buffer.alloc(CAMERA.width * CAMERA.height * 3, 0x50);
      const frames = function* (startedAt: number) {
        let shown = 0;
        for (let time = startedAt; time <= end; time += step) {
          while (shown < filmed.length && (filmed[shown] as TFilmed).at <= time) shown += 1;
          // Before the first frame posted, the camera already films what it shows (the
          // person sits before it from the start): a test's own slow setup shortens no stage.
          yield (filmed[Math.max(0, shown - 1)] as TFilmed | undefined)?.rgb ?? blank;
        }
      };
      await recordWebm(file, frames(this.startedAt), CAMERA);
      return await readFile(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * The images of a detection body: a frame (`imgb64`), a burst (`frames`), or a colour
 * sequence's (`neutral`, then `steps`).
 */
function framesOf(body: object): Buffer[] {
  const { imgb64, frames, neutral, steps } = body as Record<string, unknown>;
  const texts =
    typeof imgb64 === 'string'
      ? [imgb64]
      : Array.isArray(frames)
        ? frames
        : typeof neutral === 'string' && Array.isArray(steps)
          ? [neutral, ...steps]
          : [];
  return texts
    .filter((text): text is string => typeof text === 'string')
    .map((text) => Buffer.from(text.replace(/^data:[^,]*,/, ''), 'base64'));
}

/** A posted image as the camera filmed it: the whole picture, 640x480 (its hash ignores the shape). */
async function cameraFrame(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .rotate()
    .resize(CAMERA.width, CAMERA.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

const recordings = new Map<string, SessionRecording>();

/** A new recording for operation `op`, from now (the start of its identification). */
export function startRecording(op: string): SessionRecording {
  const recording = new SessionRecording(Date.now());
  recordings.set(op, recording);
  return recording;
}

/** The recording of operation `op`'s current identification, if one was started here. */
export const recordingOf = (op: string) => recordings.get(op) ?? null;

/**
 * The signer's POST for operation `op`: a detection's frames filmed first (into the
 * operation's recording, when its identification was started through the test support).
 */
export function signerPost(server: TServerAddress, op: string, token: string) {
  const api = createHttpClient(server.url);
  return async (url: string, body: object) => {
    const unfilm = (await recordingOf(op)?.film(url, body)) ?? (() => {});
    const answer = await api.post(url, body, bearer(token));
    recordingOf(op)?.answered();
    if (answer.status >= 400) unfilm();
    return answer;
  };
}
