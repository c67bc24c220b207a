import type { TCardFrame } from './card-frames.ts';
import type { TPoint } from './find-document.ts';

/** Rays cast from the card's centre through its outline. */
const RAYS = 72;
/** How far past the outline a ray looks, as a share of the centre's distance to it. */
const REACH = 0.7;
/** Darker than this share of the card's own light is near black (a bezel, a phone's body). */
const DARK = 0.1;
/** A dark run must be at least this many pixels long... */
const DARK_RUN = 3;
/** ...and be followed, within this many pixels, by something this many times brighter. */
const BEYOND = { within: 40, brighter: 2.5 };

/**
 * The share of directions in which, going out from the card's outline, the frame turns near
 * black and then lighter again: a dark frame around what shows the card (a phone's or a
 * monitor's bezel held before a room). A card on a dark table has the dark but nothing
 * lighter past it; a room's dark corner lies in a few directions, not around the card.
 */
export function bezelShare(card: TCardFrame): number {
  const { frame, corners } = card;
  const luma = (x: number, y: number) => {
    const at = (Math.round(y) * frame.width + Math.round(x)) * 3;
    return (
      0.299 * (frame.data[at] as number) +
      0.587 * (frame.data[at + 1] as number) +
      0.114 * (frame.data[at + 2] as number)
    );
  };
  const centre = {
    x: corners.reduce((sum, p) => sum + p.x, 0) / corners.length,
    y: corners.reduce((sum, p) => sum + p.y, 0) / corners.length,
  };
  // The card's own light: its brighter half, sampled across its middle.
  const inside: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const [u, v] = [0.2 + 0.6 * ((i * 0.618) % 1), 0.2 + 0.6 * ((i * 0.382) % 1)];
    const at = bilinear(corners, u, v);
    inside.push(luma(at.x, at.y));
  }
  inside.sort((a, b) => a - b);
  const light = inside[Math.floor(inside.length * 0.75)] ?? 255;
  let framed = 0;
  for (let r = 0; r < RAYS; r += 1) {
    const angle = (2 * Math.PI * r) / RAYS;
    const direction = { x: Math.cos(angle), y: Math.sin(angle) };
    const edge = rayExit(centre, direction, corners);
    if (edge === null) continue;
    const samples: number[] = [];
    for (let t = 2; t <= edge * REACH; t += 1) {
      const x = centre.x + direction.x * (edge + t);
      const y = centre.y + direction.y * (edge + t);
      if (x < 0 || y < 0 || x > frame.width - 1 || y > frame.height - 1) break;
      samples.push(luma(x, y));
    }
    if (darkThenLight(samples, light * DARK)) framed += 1;
  }
  return framed / RAYS;
}

/** Whether `samples` hold a run of DARK_RUN or more under `dark`, then a brighter sample soon after. */
function darkThenLight(samples: number[], dark: number): boolean {
  let run = 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const value = samples[i] as number;
    if (value < dark) {
      run += 1;
      sum += value;
      continue;
    }
    if (run >= DARK_RUN) {
      const level = Math.max(4, sum / run);
      const after = samples.slice(i, i + BEYOND.within);
      if (after.some((later) => later > level * BEYOND.brighter)) return true;
    }
    run = 0;
    sum = 0;
  }
  return false;
}

/** How far from `from` along `direction` the ray leaves the quadrilateral (null: never). */
function rayExit(from: TPoint, direction: TPoint, corners: TPoint[]): number | null {
  let nearest: number | null = null;
  for (let i = 0; i < corners.length; i += 1) {
    const a = corners[i] as TPoint;
    const b = corners[(i + 1) % corners.length] as TPoint;
    const side = { x: b.x - a.x, y: b.y - a.y };
    const denominator = direction.x * side.y - direction.y * side.x;
    if (Math.abs(denominator) < 1e-9) continue;
    const t = ((a.x - from.x) * side.y - (a.y - from.y) * side.x) / denominator;
    const s = ((a.x - from.x) * direction.y - (a.y - from.y) * direction.x) / denominator;
    if (t > 0 && s >= 0 && s <= 1) nearest = nearest === null ? t : Math.min(nearest, t);
  }
  return nearest;
}

/** A point of the card (u, v in 0..1) in the frame, bilinear over its corners. */
function bilinear(corners: TPoint[], u: number, v: number): TPoint {
  const [a, b, c, d] = corners as [TPoint, TPoint, TPoint, TPoint];
  const top = { x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u };
  const bottom = { x: d.x + (c.x - d.x) * u, y: d.y + (c.y - d.y) * u };
  return { x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v };
}
