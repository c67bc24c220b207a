import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_IDENTITIES } from '@confirma/vision/fixtures/identities';
import { renderDocument, type TDocumentSide } from '@confirma/vision/fixtures/render-document';
import sharp from 'sharp';

// The fake camera of the identification e2e tests: Chromium plays a .y4m file as the
// webcam (`--use-file-for-fake-video-capture`, see launchBrowser's `fakeCamera`). The
// videos are made here, at test time, from the project's synthetic ID documents
// (packages/vision/src/fixtures) and the face photographs @vladmandic/human ships; nothing
// large is committed. Chromium loops the file, so every stage comes round again.
//
// `node --import tsx e2e/support/fake-camera.ts [<dir>]` writes the three videos into
// <dir> (default: a temp dir) and prints their paths.

export const CAMERA = { width: 640, height: 480, fps: 15 } as const;

/** A person on camera: a labelled face in @vladmandic/human's assets (see face-labels.ts). */
const FACES = {
  /**
   * The holder: the photograph printed as the portrait of esp-dni-2 and esp-passport
   * (packages/vision/src/fixtures/portraits.ts, region 1), filmed large. Another photograph
   * of the same man years later (screenshot-faceid.jpg, glasses off) scores 0.26–0.27,
   * under the 0.3 biometry threshold: the engine's cross-photo accuracy is the vision
   * bench's business, this test checks the flow that carries the match.
   */
  holder: { source: 'samples.jpg', rect: [414, 0, 64, 80] },
  /** Another person ('woman-red'): the impostor. */
  impostor: { source: 'screenshot-facedetect.jpg', rect: [635, 346, 151, 151] },
} as const;

export type TFakeCameraVideo = 'card' | 'passport' | 'impostor';

/** What each video shows, in order, with the seconds each stage lasts. */
const SCRIPTS: Record<TFakeCameraVideo, { face: keyof typeof FACES; identity: string }> = {
  card: { face: 'holder', identity: 'esp-dni-2' },
  passport: { face: 'holder', identity: 'esp-passport' },
  impostor: { face: 'impostor', identity: 'esp-dni-2' },
};

export const STAGE_SECONDS = { face: 4, document: 3 } as const;

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

function humanAsset(file: string): string {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@vladmandic/human'));
  return path.join(dist, '../assets', file);
}

/** The face crop, upscaled to a 280 px face in the middle of a plain room. */
async function faceFrame(face: keyof typeof FACES, turn = 0): Promise<Buffer> {
  const { source, rect } = FACES[face];
  const [left, top, width, height] = rect;
  const size = 320;
  // A small head turn, drawn as the face narrowing and moving sideways (a 2-D photograph
  // cannot turn: this is the picture a camera gets when a flat face yaws a little).
  const squeezed = Math.round(((size * width) / height) * (1 - Math.abs(turn) * 0.12));
  const crop = await sharp(humanAsset(source))
    .extract({ left, top, width, height })
    .resize(squeezed, size, { fit: 'fill', kernel: 'lanczos3' })
    // Upscaled twice: sharpened back to what a webcam's own sharpening gives (blur check).
    .sharpen({ sigma: 1.5, m1: 1.5, m2: 3 })
    .png()
    .toBuffer();
  const x = Math.round((CAMERA.width - squeezed) / 2 + turn * 30);
  return sharp(Buffer.from(ROOM_SVG))
    .composite([{ input: crop, left: x, top: Math.round((CAMERA.height - size) / 2) - 20 }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** A document side held in front of the camera: about 85 % of the frame wide, tilted 2°. */
async function documentFrame(identity: string, side: TDocumentSide): Promise<Buffer> {
  const found = FIXTURE_IDENTITIES.find((one) => one.id === identity);
  if (!found) throw new Error(`no fixture identity ${identity}`);
  const flat = await renderDocument(found, side);
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

/** The frames of one video, each an RGB buffer with how many times it repeats. */
async function framesOf(video: TFakeCameraVideo): Promise<{ rgb: Buffer; count: number }[]> {
  const { face, identity } = SCRIPTS[video];
  const faceFrames = STAGE_SECONDS.face * CAMERA.fps;
  // The face: still, then a small turn to one side and back.
  const turn = [0.5, 1, 1, 0.5];
  const still = faceFrames - turn.length * 3;
  const frames = [{ rgb: await faceFrame(face), count: still }];
  for (const step of turn) frames.push({ rgb: await faceFrame(face, step), count: 3 });
  const sides: TDocumentSide[] = video === 'passport' ? ['passport'] : ['id-front', 'id-back'];
  for (const side of sides) {
    frames.push({
      rgb: await documentFrame(identity, side),
      count: STAGE_SECONDS.document * CAMERA.fps,
    });
  }
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

/** The three videos in a fresh temp dir (about 2 s of work each). */
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
