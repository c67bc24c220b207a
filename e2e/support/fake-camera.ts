import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  FIXTURE_IDENTITIES,
  filmedFace,
  renderDocument,
  type TDocumentSide,
  type TFacePose,
  type TFilmedFace,
  withMrzGlare,
} from '@confirma/vision/testing';
import sharp from 'sharp';

// The fake camera of the identification e2e tests: Chromium plays a .y4m file as the
// webcam (`--use-file-for-fake-video-capture`, see launchBrowser's `fakeCamera`). The
// videos are made here, at test time, from the project's synthetic ID documents
// (packages/vision/testing) and the face photographs @vladmandic/human ships, drawn
// blinking and turning their head (face-motion.ts) for the liveness challenge, and the
// card front's hologram changing colour as if the card were tilted; nothing large is
// committed. Chromium loops the file, so every stage comes round again.
//
// `node --import tsx e2e/support/fake-camera.ts [<dir>]` writes the three videos into
// <dir> (default: a temp dir) and prints their paths.

export const CAMERA = { width: 640, height: 480, fps: 15 } as const;

export type TFakeCameraVideo = 'card' | 'passport' | 'impostor';

/**
 * The people on camera: the filmed faces of the vision fixtures (face-motion.ts), which can
 * blink and turn their head. `holder` is the photograph printed as the portrait of
 * esp-dni-2 and esp-passport (packages/vision/testing/portraits.ts, region 1), filmed
 * large. Another photograph of the same man years later (screenshot-faceid.jpg, glasses
 * off) scores 0.26–0.27, under the 0.3 biometry threshold: the engine's cross-photo
 * accuracy is the vision bench's business, this test checks the flow that carries the
 * match. `impostor` is another person ('woman-red'). Each video shows its face, then the
 * documents. (A still photograph and two people's card sides are refused by the server,
 * proven with real images in identification-verdict.int.test.ts.)
 */
const SCRIPTS: Record<TFakeCameraVideo, { face: TFilmedFace; identity: string }> = {
  card: { face: 'holder', identity: 'esp-dni-2' },
  passport: { face: 'holder', identity: 'esp-passport' },
  impostor: { face: 'impostor', identity: 'esp-dni-2' },
};

/**
 * The face lasts long enough for the selfie and both liveness challenges (a burst of about
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
  face: 30,
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
/** A wall behind the person with a shelf of books (a plain wall reads as blurred). */
const ROOM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${640}" height="${480}"><rect width="100%" height="100%" fill="#8a847c"/>${Array.from(
  { length: 16 },
  (_, i) =>
    `<rect x="${8 + i * 10}" y="${40 + (i % 3) * 6}" width="7" height="${90 - (i % 3) * 6}" fill="hsl(${i * 47},40%,${35 + (i % 4) * 8}%)"/>`,
).join('')}<rect x="0" y="130" width="180" height="8" fill="#5a4634"/></svg>`;

/** The filmed face in a pose (a 320 px high crop) in the middle of a plain room. */
async function faceFrame(face: TFilmedFace, pose: TFacePose = {}): Promise<Buffer> {
  const { png, width, height } = await filmedFace(face, pose);
  return sharp(Buffer.from(ROOM_SVG))
    .composite([
      {
        input: png,
        left: Math.round((CAMERA.width - width) / 2),
        top: Math.round((CAMERA.height - height) / 2) - 20,
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
}

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

/**
 * The movements a liveness challenge asks for, in frames at 15 fps (2.8 s a round): the
 * eyes shut for 0.4 s, the head turned to the person's left (the right of the camera's
 * picture) and to their right for about 0.6 s each, looking at the camera in between. A
 * burst of the screen (12 frames 0.25 s apart, about 3 s) sees a whole round, so it finds
 * whichever movement was asked among open-eyed, frontal frames of the same face.
 */
const ROUND: [TFacePose, number][] = [
  [{}, 6],
  [{ eyesClosed: true }, 6],
  [{}, 6],
  [{ turn: 0.25 }, 1],
  [{ turn: 0.5 }, 7],
  [{ turn: 0.25 }, 1],
  [{}, 6],
  [{ turn: -0.25 }, 1],
  [{ turn: -0.5 }, 7],
  [{ turn: -0.25 }, 1],
];

/** The frames of one video, each an RGB buffer with how many times it repeats. */
async function framesOf(video: TFakeCameraVideo): Promise<{ rgb: Buffer; count: number }[]> {
  const { face, identity } = SCRIPTS[video];
  const faceFrames = STAGE_SECONDS.face * CAMERA.fps;
  // The face: still for 1.5 s (the selfie), then round after round of the movements.
  const poses = new Map<string, Buffer>();
  const pose = async (wanted: TFacePose) => {
    const key = JSON.stringify(wanted);
    const known = poses.get(key) ?? (await faceFrame(face, wanted));
    poses.set(key, known);
    return known;
  };
  const lead = Math.round(1.5 * CAMERA.fps);
  const frames = [{ rgb: await pose({}), count: lead }];
  const roundFrames = ROUND.reduce((sum, [, count]) => sum + count, 0);
  for (let round = 0; lead + (round + 1) * roundFrames <= faceFrames; round += 1) {
    for (const [wanted, count] of ROUND) frames.push({ rgb: await pose(wanted), count });
  }
  const shown = frames.reduce((sum, frame) => sum + frame.count, 0);
  frames.push({ rgb: await pose({}), count: faceFrames - shown });
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

/** Writes `<dir>/<video>.y4m` (YUV4MPEG2, 640x480, 15 fps) and returns its path. */
export async function writeFakeCameraVideo(video: TFakeCameraVideo, dir: string): Promise<string> {
  const file = path.join(dir, `${video}.y4m`);
  const out = createWriteStream(file);
  const write = (chunk: Buffer | string) =>
    new Promise<void>((resolve, reject) =>
      out.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  await write(`YUV4MPEG2 W${CAMERA.width} H${CAMERA.height} F${CAMERA.fps}:1 Ip A1:1 C420jpeg\n`);
  for (const { rgb, count } of await framesOf(video)) {
    const yuv = rgbToI420(rgb, CAMERA.width, CAMERA.height);
    for (let i = 0; i < count; i += 1) {
      await write('FRAME\n');
      await write(yuv);
    }
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
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
  };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const videos = await writeFakeCameraVideos(process.argv[2]);
  console.log(JSON.stringify(videos, null, 2));
}
