import sharp from 'sharp';
import { random } from '../testing/photograph.ts';
import { faceCrop } from './print-portrait.ts';

/** How a selfie is taken: a webcam in a room, its white balance, light, grain and compression. */
export interface TSelfieCapture {
  /** Face crop width in the frame, px (the flow asks for 150 at least). */
  faceWidth: number;
  /** Head tilt, degrees. */
  tilt: number;
  /** Warm (+) or cold (−) white balance, as a share moved from blue to red. */
  whiteBalance: number;
  level: number;
  blur: number;
  noise: number;
  jpegQuality: number;
}

export const SELFIE_FRAME = { width: 1280, height: 720 } as const;

export function drawSelfie(seed: number): TSelfieCapture {
  const next = random(seed * 6_121 + 5);
  const between = (from: number, to: number) => Number((from + next() * (to - from)).toFixed(2));
  return {
    faceWidth: Math.round(between(220, 330)),
    tilt: between(-6, 6),
    whiteBalance: between(-0.12, 0.12),
    level: between(0.72, 1.15),
    blur: between(0.3, 1),
    noise: between(2, 7),
    jpegQuality: Math.round(between(55, 85)),
  };
}

/**
 * A webcam frame of the person of face crop `face`: a room behind (a wall, a shelf, a door
 * frame), the face about a fifth of the frame wide, a cheap sensor's colour, grain and JPEG.
 */
export async function photographSelfie(face: string, capture: TSelfieCapture, seed: number) {
  const next = random(seed * 3_571 + 2);
  const { width, height } = SELFIE_FRAME;
  const wall = `hsl(${Math.floor(next() * 60) + 20},${15 + Math.floor(next() * 20)}%,${55 + Math.floor(next() * 20)}%)`;
  const room = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${wall}"/><rect x="${80 + next() * 200}" y="60" width="220" height="640" fill="none" stroke="#7a6a58" stroke-width="16"/><rect x="${820 + next() * 200}" y="${140 + next() * 80}" width="300" height="14" fill="#5d4a38"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${840 + i * 28}" y="60" width="22" height="${70 + (i % 3) * 10}" fill="hsl(${i * 53},35%,40%)"/>`).join('')}</svg>`;
  const head = await sharp(await faceCrop(face, 'selfie'))
    .resize({ width: capture.faceWidth, kernel: 'lanczos3' })
    .rotate(capture.tilt, { background: wall })
    .png()
    .toBuffer();
  const meta = await sharp(head).metadata();
  const left = Math.round((width - (meta.width ?? 0)) / 2 + (next() - 0.5) * 200);
  const top = Math.round((height - (meta.height ?? 0)) / 2 + (next() - 0.5) * 80);
  const composed = await sharp(Buffer.from(room))
    .composite([{ input: head, left, top }])
    .blur(capture.blur)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const gains = [1 + capture.whiteBalance, 1, 1 - capture.whiteBalance].map(
    (gain) => gain * capture.level,
  );
  const noisy = random(seed * 977 + 1);
  const { data } = composed;
  for (let i = 0; i < data.length; i += 3) {
    const grain = (noisy() + noisy() + noisy() - 1.5) * 2 * capture.noise; // about normal
    for (let c = 0; c < 3; c++) {
      const value = (data[i + c] as number) * (gains[c] as number) + grain;
      data[i + c] = value < 0 ? 0 : value > 255 ? 255 : value + 0.5;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: capture.jpegQuality })
    .toBuffer();
}
