import { random } from '../testing/photograph.ts';

/** How one evaluation image is "taken": the camera, the hand, the light. */
export interface TCapture {
  frame: { width: number; height: number };
  /** The document's outline as a share of the frame width (35–95 %). */
  scale: number;
  /** In-plane rotation, degrees (±8). */
  rotation: number;
  /** Tilt of the document's plane away from the camera, degrees (0–15), about an axis at `tiltAxis`° in that plane. */
  perspective: number;
  tiltAxis: number;
  /** Gaussian blur sigma in frame pixels (0: none; at most 1.5). */
  blur: number;
  /** 30–95. */
  jpegQuality: number;
  /** Reflections on the laminate, in document coordinates (0–1), radius as a share of its width. */
  glare: { u: number; v: number; radius: number; strength: number }[];
  /** Overall level (x0.55–1.3) and a falling-off across the frame: the far side `gradient` darker. */
  light: { level: number; gradient: number; direction: number };
  /** Sensor noise, standard deviation in grey levels (0: none; at most 12). */
  noise: number;
  background: 'plain' | 'wood' | 'clutter' | 'paper';
}

const WEBCAM = { width: 1280, height: 720 } as const;
const PHONE = { width: 1280, height: 960 } as const;

const between = (next: () => number, from: number, to: number) => from + next() * (to - from);
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * The capture of evaluation image `seed`: every condition drawn on its own, each often
 * left out (so its buckets hold both clean and degraded shots of the others).
 */
export function drawCapture(seed: number): TCapture {
  const next = random(seed * 48_271 + 11);
  const glareCount = next() < 0.5 ? 0 : next() < 0.6 ? 1 : 2;
  const backgrounds = ['plain', 'plain', 'wood', 'clutter', 'paper'] as const;
  return {
    frame: next() < 0.7 ? WEBCAM : PHONE,
    scale: round(between(next, 0.35, 0.95)),
    rotation: round(between(next, -8, 8), 1),
    perspective: next() < 0.35 ? 0 : round(between(next, 1, 15), 1),
    tiltAxis: Math.floor(next() * 180),
    blur: next() < 0.35 ? 0 : round(between(next, 0.3, 1.5)),
    jpegQuality: Math.round(between(next, 30, 95)),
    glare: Array.from({ length: glareCount }, () => ({
      u: round(between(next, 0.1, 0.9)),
      v: round(between(next, 0.1, 0.9)),
      radius: round(between(next, 0.06, 0.18)),
      strength: round(between(next, 0.45, 0.95)),
    })),
    light: {
      level: round(between(next, 0.55, 1.3)),
      gradient: next() < 0.5 ? 0 : round(between(next, 0.2, 0.6)),
      direction: Math.floor(next() * 360),
    },
    noise: next() < 0.35 ? 0 : round(between(next, 2, 12), 1),
    background: backgrounds[Math.floor(next() * backgrounds.length)] ?? 'plain',
  };
}
