import type { TSize } from './face-motion.ts';

/**
 * A phone's or a monitor's screen as a webcam films it: the screen's subpixel grid at its own
 * pitch and angle, sampled by the camera's pixels (the beat between the two is the moiré),
 * a rolling refresh band, the panel's colour cast, a glare spot and a black bezel.
 */
export interface TScreen {
  /** One subpixel triad's width in camera pixels (a phone's is finer than a monitor's). */
  pitch: number;
  /** The grid's angle to the camera's rows, radians. */
  angle: number;
  /** How strongly the subpixels and the gaps between rows show, 0..1. */
  depth: number;
  /** The refresh band: its period down the picture (px), phase (radians), depth (0..1). */
  band: { period: number; phase: number; depth: number };
  glare: { x: number; y: number; r: number; gain: number };
  /** The bezel's width, px of the shown picture. */
  bezel: number;
}

/** Cameras sample the screen at 2x2 points a pixel: moiré, without a needle-sharp grid. */
const SAMPLES = [0.25, 0.75];

/** The last grid drawn: a burst shows every frame on the same screen. */
let lastGrid: { key: string; lit: Float64Array } | null = null;

/**
 * How bright each pixel's red, green and blue come through the screen's subpixels, summed
 * over the camera's samples (a pixel's three channels in a row): the same for every
 * picture the screen shows.
 */
function subpixelGrid(size: TSize, screen: TScreen): Float64Array {
  const key = JSON.stringify([size.width, size.height, screen.pitch, screen.angle, screen.depth]);
  if (lastGrid?.key === key) return lastGrid.lit;
  const grid = new Float64Array(size.width * size.height * 3);
  const cos = Math.cos(screen.angle) / screen.pitch;
  const sin = Math.sin(screen.angle) / screen.pitch;
  const lit = [0, 0, 0];
  for (let y = 0; y < size.height; y += 1) {
    for (let x = 0; x < size.width; x += 1) {
      lit.fill(0);
      for (const sy of SAMPLES) {
        for (const sx of SAMPLES) {
          const u = (x + sx) * cos + (y + sy) * sin;
          const v = -(x + sx) * sin + (y + sy) * cos;
          const row = 1 - screen.depth * 0.5 * (0.5 + 0.5 * Math.cos(2 * Math.PI * v));
          for (let c = 0; c < 3; c += 1)
            lit[c] =
              (lit[c] as number) + row * (1 + screen.depth * Math.cos(2 * Math.PI * (u - c / 3)));
        }
      }
      grid.set(lit, (y * size.width + x) * 3);
    }
  }
  lastGrid = { key, lit: grid };
  return grid;
}

/** `rgb` (frame-sized) as shown on `screen` and filmed. */
export function onScreen(rgb: Buffer, size: TSize, screen: TScreen): Buffer {
  const out = Buffer.alloc(rgb.length);
  const { band, glare } = screen;
  const grid = subpixelGrid(size, screen);
  for (let y = 0; y < size.height; y += 1) {
    const refresh =
      1 - band.depth * (0.5 + 0.5 * Math.sin((2 * Math.PI * y) / band.period + band.phase));
    for (let x = 0; x < size.width; x += 1) {
      const edge =
        x < screen.bezel ||
        y < screen.bezel ||
        x >= size.width - screen.bezel ||
        y >= size.height - screen.bezel;
      const add =
        glare.gain * Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.r ** 2));
      for (let c = 0; c < 3; c += 1) {
        const i = (y * size.width + x) * 3 + c;
        const cast = c === 2 ? 1.06 : c === 0 ? 0.95 : 1;
        const shown =
          ((rgb[i] as number) * (grid[i] as number) * refresh * cast) / SAMPLES.length ** 2;
        out[i] = edge ? 12 : Math.max(0, Math.min(255, Math.round(shown + add)));
      }
    }
  }
  return out;
}
