import sharp from 'sharp';
import { filmedFace, type TFacePose, type TFilmedFace } from './face-motion.ts';
import { FIXTURE_IDENTITIES } from './identities.ts';
import { renderDocument, type TDocumentSide } from './render-document.ts';

/**
 * What a webcam sees during an identification, frame by frame, for the recording's tests
 * and measurements: the filmed face (face-motion.ts) in a room with a shelf of books, moved
 * about, then a document held up before a dark table; each frame with its own sensor noise.
 * Deterministic: the same arguments give the same pixels.
 */
export const SCENE = { width: 640, height: 480 } as const;

const ROOM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE.width}" height="${SCENE.height}"><rect width="100%" height="100%" fill="#8a847c"/>${Array.from(
  { length: 16 },
  (_, i) =>
    `<rect x="${8 + i * 10}" y="${40 + (i % 3) * 6}" width="7" height="${90 - (i % 3) * 6}" fill="hsl(${i * 47},40%,${35 + (i % 4) * 8}%)"/>`,
).join(
  '',
)}<rect x="0" y="130" width="180" height="8" fill="#5a4634"/><rect x="470" y="300" width="170" height="180" fill="#6d5f52"/></svg>`;

const TABLE = { r: 0x5d, g: 0x4b, b: 0x3c };

export interface TFaceScene {
  face: TFilmedFace;
  pose?: TFacePose;
  /** The head's offset from the middle of the frame, px (the room stays). */
  shift?: readonly [x: number, y: number];
}

/** The face (a 320 px high crop) in its pose, placed in the room: packed RGB. */
export async function faceScene({ face, pose = {}, shift = [0, 0] }: TFaceScene): Promise<Buffer> {
  const { png, width, height } = await filmedFace(face, pose);
  const left = Math.round((SCENE.width - width) / 2 + shift[0]);
  const top = Math.round((SCENE.height - height) / 2 - 20 + shift[1]);
  return sharp(Buffer.from(ROOM_SVG))
    .composite([{ input: png, left, top }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** A document side held up: 85 % of the frame wide, tilted 2°, on the table: packed RGB. */
export async function documentScene(identityId: string, side: TDocumentSide, hue = 0) {
  const identity = FIXTURE_IDENTITIES.find((one) => one.id === identityId);
  if (!identity) throw new Error(`no fixture identity ${identityId}`);
  const held = await sharp(await renderDocument(identity, side, hue))
    .resize({ width: Math.round(SCENE.width * 0.85), height: SCENE.height - 20, fit: 'inside' })
    .rotate(2, { background: { ...TABLE, alpha: 1 } })
    .png()
    .toBuffer();
  const { width = 0, height = 0 } = await sharp(held).metadata();
  return sharp({ create: { ...SCENE, channels: 3, background: TABLE } })
    .composite([
      {
        input: held,
        left: Math.round((SCENE.width - width) / 2),
        top: Math.round((SCENE.height - height) / 2),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** 2^20 samples of roughly normal noise (standard deviation 1), made once: each frame reads
 * them from its own place, so a noisy frame costs an addition a sample. */
const NOISE_SIZE = 1 << 20;
let noiseTable: Float32Array | null = null;
function noise(): Float32Array {
  if (noiseTable) return noiseTable;
  let state = 2463534242;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  // The sum of three uniforms less 1.5 has a standard deviation of 0.5.
  noiseTable = Float32Array.from(
    { length: NOISE_SIZE },
    () => (uniform() + uniform() + uniform() - 1.5) * 2,
  );
  return noiseTable;
}

/**
 * The frame with a webcam sensor's noise: each sample moved by a deterministic, roughly
 * normal amount of standard deviation `sigma` levels, different for every `seed`.
 */
export function withSensorNoise(rgb: Uint8Array, seed: number, sigma = 3): Buffer {
  const table = noise();
  const start = Math.imul(seed, 2654435761) >>> 12;
  const mask = NOISE_SIZE - 1;
  // A clamped array clamps to 0..255 and rounds as it stores.
  const noisy = new Uint8ClampedArray(rgb.length);
  for (let i = 0; i < rgb.length; i += 1) {
    noisy[i] = (rgb[i] as number) + (table[(start + i) & mask] as number) * sigma;
  }
  const out = Buffer.from(noisy.buffer, noisy.byteOffset, noisy.byteLength);
  return out;
}

/** The scene's frame as the browser posts it: a PNG, or a JPEG at canvas quality 0.92. */
export function postedFrame(rgb: Uint8Array, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const image = sharp(rgb, { raw: { ...SCENE, channels: 3 } });
  return (
    format === 'png' ? image.png({ compressionLevel: 1 }) : image.jpeg({ quality: 92 })
  ).toBuffer();
}
