import { FILMED_CAMERA } from './filmed-head.ts';

/**
 * A camera's scene as a monitor held up to the camera shows it: the panel's subpixel
 * stripes and rows (the camera samples them at about one subpixel a pixel), a refresh band,
 * a reflection, and a black bezel at the edges. The picture keeps its size,
 * so the face is as large as the person's own.
 */
export function onMonitor(rgb: Buffer): Buffer {
  const { width, height } = FILMED_CAMERA;
  const out = Buffer.alloc(rgb.length);
  const bezel = 14;
  const glare = { x: 470, y: 110, r: 80, gain: 45 };
  for (let y = 0; y < height; y += 1) {
    const band = 1 - 0.07 * (0.5 + 0.5 * Math.sin((2 * Math.PI * y) / 70));
    const row = y % 3 === 2 ? 0.82 : 1;
    for (let x = 0; x < width; x += 1) {
      const edge = x < bezel || y < bezel || x >= width - bezel || y >= height - bezel;
      const shine =
        glare.gain * Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.r ** 2));
      for (let c = 0; c < 3; c += 1) {
        const i = (y * width + x) * 3 + c;
        const stripe = x % 3 === c ? 1.12 : 0.9;
        const lit = (rgb[i] as number) * stripe * row * band + shine;
        out[i] = edge ? 12 : Math.max(0, Math.min(255, Math.round(lit)));
      }
    }
  }
  return out;
}
