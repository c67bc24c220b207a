import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  FILMED_CAMERA,
  FIXTURE_IDENTITIES,
  filmedHeadScene,
  livenessRound,
  onMonitor,
  renderDocument,
  type TDocumentSide,
  type TFilmedFace,
  type THeadPose,
  withMrzGlare,
} from '@confirma/vision/testing';
import sharp from 'sharp';

// The fake camera of the identification e2e tests: Chromium plays a .y4m file as the
// webcam (`--use-file-for-fake-video-capture`, see launchBrowser's `fakeCamera`). The
// videos are made here, at test time, from the project's synthetic ID documents
// (packages/vision/testing) and the face photographs @vladmandic/human ships, drawn as a
// head that blinks, turns, looks up and comes closer (filmed-head.ts, head-motion.ts) for
// the liveness challenges, and the card front's hologram changing colour as if the card
// were tilted; nothing large is committed. Chromium loops the file, so every stage comes
// round again.
//
// `node --import tsx e2e/support/fake-camera.ts [<dir>]` writes the three videos into
// <dir> (default: a temp dir) and prints their paths.

/** The filmed head's camera: its round of movements counts frames at this rate. */
export const CAMERA = FILMED_CAMERA;

export type TFakeCameraVideo = 'card' | 'passport' | 'impostor' | 'replay';

/**
 * The people on camera: the filmed faces of the vision fixtures (filmed-head.ts), whose
 * drawn head moves in depth. `holder` is the photograph printed as the portrait of
 * esp-dni-2 and esp-passport (packages/vision/testing/portraits.ts, region 1), filmed
 * large. Another photograph of the same man years later (screenshot-faceid.jpg, glasses
 * off) scores 0.26–0.27, under the 0.3 biometry threshold: the engine's cross-photo
 * accuracy is the vision bench's business, this test checks the flow that carries the
 * match. `impostor` is another person ('woman-red'). Each video shows its face, then the
 * documents. (A still photograph and two people's card sides are refused by the server,
 * proven with real images in identification-verdict.int.test.ts.)
 */
const SCRIPTS: Record<
  TFakeCameraVideo,
  { face: TFilmedFace; identity: string; onMonitor?: boolean }
> = {
  card: { face: 'holder', identity: 'esp-dni-2' },
  passport: { face: 'holder', identity: 'esp-passport' },
  impostor: { face: 'impostor', identity: 'esp-dni-2' },
  /** The holder's own face stage replayed on a monitor held up to the camera; his card. */
  replay: { face: 'holder', identity: 'esp-dni-2', onMonitor: true },
};

/**
 * The face lasts long enough for the selfie and three liveness challenges (a burst of about
 * 3 s each, checked in 2–3 s) before the documents come round, with room for a retry each on
 * a loaded machine: the camera opens a few seconds before the selfie, and at 16 s a second
 * challenge asked at about 18 s already saw the card. A card's front stays long
 * enough for its detection, then the hologram's bursts (about 2 s each, a second after the
 * front was found) before the back comes, also on a product's first identification (its
 * first front check loads the models: 5–10 s on a loaded machine, when a 15 s front left
 * the bursts filming the back); the back, long enough for a first back check
 * that loads the OCR (several seconds) to be followed by one that sees it. A passport page
 * comes first under a reflection over its MRZ, which the server holds back, then clear.
 */
export const STAGE_SECONDS = {
  face: 45,
  cardFront: 25,
  cardBack: 6,
  passportGlare: 3,
  passport: 6,
} as const;

/**
 * The card front's hologram as the camera sees the card tilted to and fro: its hues turn
 * by `degrees` every `frames` frames (60° a second) up to `span` and back, so a burst of
 * the screen (8 frames 0.25 s apart) sees about 100° of turn; nothing else of the card
 * changes.
 */
const HOLOGRAM_TILT = { degrees: 24, frames: 6, span: 168 } as const;

/** The hologram's hue at tilt step `step`: 0 → span → 0, again and again. */
function hologramHueAt(step: number): number {
  const steps = HOLOGRAM_TILT.span / HOLOGRAM_TILT.degrees;
  const phase = step % (2 * steps);
  return (phase <= steps ? phase : 2 * steps - phase) * HOLOGRAM_TILT.degrees;
}

/** The documents' data, for the tests' expectations (MRZ fields as printed). */
export function fakeCameraIdentity(video: TFakeCameraVideo) {
  const identity = FIXTURE_IDENTITIES.find((one) => one.id === SCRIPTS[video].identity);
  if (!identity) throw new Error(`no fixture identity ${SCRIPTS[video].identity}`);
  return identity;
}

const BACKGROUND = { r: 0x5d, g: 0x4b, b: 0x3c };
/**
 * A document side held in front of the camera: about 85 % of the frame wide, tilted 2°; a
 * card front's hologram seen at `hue`.
 */
async function documentFrame(
  identity: string,
  side: TDocumentSide,
  hue = 0,
  /** A glare spot over the MRZ's document number (withMrzGlare): read, it fails its checks. */
  glare = false,
): Promise<Buffer> {
  const found = FIXTURE_IDENTITIES.find((one) => one.id === identity);
  if (!found) throw new Error(`no fixture identity ${identity}`);
  const rendered = await renderDocument(found, side, hue);
  const flat = glare && side !== 'id-front' ? await withMrzGlare(rendered, side) : rendered;
  const width = Math.round(CAMERA.width * 0.85);
  const held = await sharp(flat)
    .resize({ width })
    .rotate(2, { background: { ...BACKGROUND, alpha: 1 } })
    .png()
    .toBuffer();
  const meta = await sharp(held).metadata();
  const fitted =
    (meta.height ?? 0) > CAMERA.height - 20
      ? await sharp(held)
          .resize({ height: CAMERA.height - 20 })
          .png()
          .toBuffer()
      : held;
  const placed = await sharp(fitted).metadata();
  return sharp({ create: { ...CAMERA, channels: 3, background: BACKGROUND } })
    .composite([
      {
        input: fitted,
        left: Math.round((CAMERA.width - (placed.width ?? 0)) / 2),
        top: Math.round((CAMERA.height - (placed.height ?? 0)) / 2),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** RGB (8 bit, packed) to one YUV 4:2:0 frame (BT.601, full range as in C420jpeg). */
export function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const frame = Buffer.alloc((width * height * 3) / 2);
  const uOffset = width * height;
  const vOffset = uOffset + (width * height) / 4;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const r = rgb[i] as number;
      const g = rgb[i + 1] as number;
      const b = rgb[i + 2] as number;
      frame[y * width + x] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
      if (y % 2 === 0 && x % 2 === 0) {
        const c = (y / 2) * (width / 2) + x / 2;
        frame[uOffset + c] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
        frame[vOffset + c] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
      }
    }
  }
  return frame;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** The filmed heads already drawn, by person and pose: the two holder videos share them. */
const scenes = new Map<string, Promise<Buffer>>();
const sceneOf = (face: TFilmedFace, pose: THeadPose) => {
  const key = `${face} ${JSON.stringify(pose)}`;
  const known = scenes.get(key) ?? filmedHeadScene(face, pose);
  scenes.set(key, known);
  return known;
};

/**
 * The face stage: still for 1.5 s (the selfie), then round after round of every movement a
 * challenge may ask for (filmed-head.ts `livenessRound`), then still again to its end.
 * `shown` draws each scene as the camera sees it (a replay: on a monitor).
 */
async function faceFrames(
  face: TFilmedFace,
  shown: (rgb: Buffer) => Buffer = (rgb) => rgb,
): Promise<{ rgb: Buffer; count: number }[]> {
  const drawn = new Map<Buffer, Buffer>();
  const scene = async (pose: THeadPose) => {
    const rgb = await sceneOf(face, pose);
    const known = drawn.get(rgb) ?? shown(rgb);
    drawn.set(rgb, known);
    return known;
  };
  const total = STAGE_SECONDS.face * CAMERA.fps;
  const lead = Math.round(1.5 * CAMERA.fps);
  const frames = [{ rgb: await scene({}), count: lead }];
  const round = livenessRound(face);
  const roundFrames = round.reduce((sum, [, count]) => sum + count, 0);
  for (let done = 0; lead + done + roundFrames <= total; done += roundFrames) {
    for (const [pose, count] of round) frames.push({ rgb: await scene(pose), count });
  }
  const count = frames.reduce((sum, frame) => sum + frame.count, 0);
  frames.push({ rgb: await scene({}), count: total - count });
  return frames;
}

/** The frames of one video, each an RGB buffer with how many times it repeats. */
async function framesOf(video: TFakeCameraVideo): Promise<{ rgb: Buffer; count: number }[]> {
  const { face, identity, onMonitor: replayed } = SCRIPTS[video];
  const frames = await faceFrames(face, replayed ? onMonitor : undefined);
  if (video === 'passport') {
    // First under a reflection over its MRZ, which the server holds back (the stage waits
    // for a frame whose MRZ passes its checks), then clear.
    frames.push({
      rgb: await documentFrame(identity, 'passport', 0, true),
      count: STAGE_SECONDS.passportGlare * CAMERA.fps,
    });
    frames.push({
      rgb: await documentFrame(identity, 'passport'),
      count: STAGE_SECONDS.passport * CAMERA.fps,
    });
    return frames;
  }
  // The card front, its hologram turning; then the back.
  const fronts = new Map<number, Buffer>();
  const steps = Math.ceil((STAGE_SECONDS.cardFront * CAMERA.fps) / HOLOGRAM_TILT.frames);
  for (let step = 0; step < steps; step += 1) {
    const hue = hologramHueAt(step);
    const rgb = fronts.get(hue) ?? (await documentFrame(identity, 'id-front', hue));
    fronts.set(hue, rgb);
    frames.push({ rgb, count: HOLOGRAM_TILT.frames });
  }
  frames.push({
    rgb: await documentFrame(identity, 'id-back'),
    count: STAGE_SECONDS.cardBack * CAMERA.fps,
  });
  return frames;
}

/** How many frames one write hands the system at most. */
const WRITE_BATCH = 32;

/** Writes `<dir>/<video>.y4m` (YUV4MPEG2, 640x480, 15 fps) and returns its path. */
export async function writeFakeCameraVideo(video: TFakeCameraVideo, dir: string): Promise<string> {
  const file = path.join(dir, `${video}.y4m`);
  const out = await fs.open(file, 'w');
  try {
    await out.write(
      `YUV4MPEG2 W${CAMERA.width} H${CAMERA.height} F${CAMERA.fps}:1 Ip A1:1 C420jpeg\n`,
    );
    // Each distinct picture converted once, its repeats written a batch at a time.
    const converted = new Map<Buffer, Buffer>();
    for (const { rgb, count } of await framesOf(video)) {
      const frame =
        converted.get(rgb) ??
        Buffer.concat([Buffer.from('FRAME\n'), rgbToI420(rgb, CAMERA.width, CAMERA.height)]);
      converted.set(rgb, frame);
      for (let done = 0; done < count; done += WRITE_BATCH) {
        await out.writev(Array(Math.min(WRITE_BATCH, count - done)).fill(frame));
      }
    }
  } finally {
    await out.close();
  }
  return file;
}

/** The videos in a fresh temp dir (about 2 s of work each). */
export async function writeFakeCameraVideos(dir?: string) {
  const target = dir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-camera-')));
  await fs.mkdir(target, { recursive: true });
  return {
    dir: target,
    card: await writeFakeCameraVideo('card', target),
    passport: await writeFakeCameraVideo('passport', target),
    impostor: await writeFakeCameraVideo('impostor', target),
    replay: await writeFakeCameraVideo('replay', target),
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const videos = await writeFakeCameraVideos(process.argv[2]);
  console.log(JSON.stringify(videos, null, 2));
}
