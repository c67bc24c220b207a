import type { TFaceGeometry } from './face-motion.ts';

// The head of head-motion.ts: an ellipse around the face's landmarks, given a depth.

export type TSize = { width: number; height: number };

/** The face's landmarks in pixels, and the head's ellipse around them. */
export function headModel(geometry: TFaceGeometry, { width, height }: TSize) {
  const [left, right] = geometry.outline;
  const eyes = geometry.eyes.map(([x, y, w]) => ({ x: x * width, y: y * height, w: w * width }));
  const eyeY = eyes.reduce((sum, eye) => sum + eye.y, 0) / Math.max(1, eyes.length);
  const eyeX = eyes.reduce((sum, eye) => sum + eye.x, 0) / Math.max(1, eyes.length);
  const a = ((right - left) / 2) * width * 1.08;
  const faceWidth = (right - left) * width;
  return {
    eyes,
    eyeX,
    eyeY,
    a,
    b: a * 1.35,
    cx: ((left + right) / 2) * width,
    cy: eyeY + 0.3 * a,
    noseX: geometry.nose * width,
    noseY: eyeY + 0.38 * faceWidth,
  };
}
export type THeadModel = ReturnType<typeof headModel>;

/** The face's height towards the camera at (x, y), pixels; NaN outside the head. */
export function depthAt(model: THeadModel, x: number, y: number): number {
  const u = (x - model.cx) / model.a;
  const v = (y - model.cy) / model.b;
  const r = u * u + v * v;
  if (r >= 1) return Number.NaN;
  let z = 0.85 * model.a * Math.sqrt(1 - r);
  // The nose: a ridge from between the eyes down to its tip, falling off below it.
  const t = (y - model.eyeY) / (model.noseY - model.eyeY);
  const along = t < 0 ? 0 : t <= 1 ? t : Math.exp(-(((t - 1) * 4) ** 2));
  const ridgeX = model.eyeX + Math.min(1, Math.max(0, t)) * (model.noseX - model.eyeX);
  const sigma = model.a * (0.08 + 0.07 * Math.min(1, Math.max(0, t)));
  z += 0.3 * model.a * along * Math.exp(-(((x - ridgeX) / sigma) ** 2) / 2);
  for (const eye of model.eyes) {
    const d2 = ((x - eye.x) ** 2 + (y - eye.y) ** 2) / (0.16 * model.a) ** 2;
    z -= 0.07 * model.a * Math.exp(-d2 / 2);
  }
  return z;
}
