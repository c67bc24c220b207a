import {
  faceFrame,
  LANDMARKS,
  lerp,
  offset,
  point,
  type TMeshPoint,
  type TXY,
} from '../src/face/face-landmarks.ts';
import { random } from './photograph.ts';

/** What is drawn on a portrait: the labels of the face-attribute set. */
export interface TAccessories {
  glasses: 'none' | 'reading' | 'sun';
  beard: boolean;
  moustache: boolean;
  sideburns: boolean;
  /** Colour of the hair cap drawn over the head, or null for the photo's own hair. */
  hair: 'brown' | 'black' | 'blond' | 'red' | 'gray' | 'white' | 'other' | null;
}

/** Hair (and facial hair) shades per colour, as [r, g, b]. */
const HAIR_SHADES: Record<NonNullable<TAccessories['hair']>, [number, number, number][]> = {
  brown: [
    [86, 58, 38],
    [106, 74, 48],
    [72, 48, 32],
  ],
  black: [
    [22, 20, 19],
    [34, 30, 28],
    [14, 14, 16],
  ],
  blond: [
    [214, 184, 122],
    [196, 164, 104],
    [228, 204, 150],
  ],
  red: [
    [150, 58, 28],
    [176, 74, 36],
    [128, 46, 24],
  ],
  gray: [
    [138, 136, 132],
    [156, 154, 150],
    [118, 117, 115],
  ],
  white: [
    [226, 224, 218],
    [238, 236, 232],
    [214, 213, 210],
  ],
  other: [
    [60, 80, 170],
    [150, 50, 150],
    [40, 140, 90],
  ],
};

const rgb = ([r, g, b]: [number, number, number], scale = 1) =>
  `rgb(${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v * scale)))).join(',')})`;
const pts = (points: TXY[]) => points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** Strands over a shape: thin strokes in lighter and darker shades of its colour. */
function strands(area: TXY[], shade: [number, number, number], next: () => number, count: number) {
  const xs = area.map((p) => p.x);
  const ys = area.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let lines = '';
  for (let i = 0; i < count; i += 1) {
    const x = x0 + next() * (x1 - x0);
    const y = y0 + next() * (y1 - y0);
    const length = 4 + next() * (y1 - y0) * 0.3;
    const bend = (next() - 0.5) * length * 0.6;
    lines += `<path d="M${x.toFixed(1)},${y.toFixed(1)} q${bend.toFixed(1)},${(length / 2).toFixed(1)} ${(bend * 0.4).toFixed(1)},${length.toFixed(1)}" stroke="${rgb(shade, 0.7 + next() * 0.6)}" stroke-width="${(0.8 + next() * 1.2).toFixed(1)}" fill="none" opacity="0.8"/>`;
  }
  return lines;
}

/** A textured hair-coloured polygon, clipped to itself. */
function hairy(id: string, area: TXY[], shade: [number, number, number], next: () => number) {
  const count = Math.round(area.length * 12 + 60);
  return `<clipPath id="${id}"><polygon points="${pts(area)}"/></clipPath>
    <g clip-path="url(#${id})"><polygon points="${pts(area)}" fill="${rgb(shade)}"/>${strands(area, shade, next, count)}</g>`;
}

/**
 * An SVG layer (`width` x `height`, the portrait's size) with the accessories placed on the
 * face `mesh` found in the clean portrait. Deterministic for a seed.
 */
export function accessoriesSvg(
  mesh: readonly TMeshPoint[],
  accessories: TAccessories,
  size: { width: number; height: number },
  seed: number,
): string {
  const next = random(seed);
  const p = (index: number) => point(mesh, index);
  const frame = faceFrame(mesh);
  const { up, eyeWidth, faceHeight, faceWidth } = frame;
  const down = { x: -up.x, y: -up.y };
  const inward = (side: 'right' | 'left') =>
    side === 'right' ? { x: -up.y, y: up.x } : { x: up.y, y: -up.x };
  const hairColour =
    accessories.hair ??
    (['brown', 'black', 'blond', 'gray'] as const)[Math.floor(next() * 4)] ??
    'brown';
  const shades = HAIR_SHADES[hairColour];
  const shade = shades[Math.floor(next() * shades.length)] as [number, number, number];
  const parts: string[] = [];

  if (accessories.hair) {
    // A cap from temple to temple over the forehead line, up above the head.
    const line = LANDMARKS.forehead.map((index) => offset(p(index), down, faceHeight * 0.04));
    const top = [...line].reverse().map((q, i, all) => {
      const t = i / (all.length - 1);
      const lift = faceHeight * (0.28 + 0.22 * Math.sin(Math.PI * t));
      return offset(q, up, lift);
    });
    const outer = (q: TXY, side: 'right' | 'left') => offset(q, inward(side), -faceWidth * 0.08);
    const first = line[0] as TXY;
    const last = line.at(-1) as TXY;
    parts.push(
      hairy('hair', [outer(first, 'right'), ...line, outer(last, 'left'), ...top], shade, next),
    );
  }
  const beardShade = shades[Math.floor(next() * shades.length)] as [number, number, number];
  if (accessories.sideburns) {
    for (const [side, from, to] of [
      ['right', LANDMARKS.rightSide, LANDMARKS.rightJaw],
      ['left', LANDMARKS.leftSide, LANDMARKS.leftJaw],
    ] as const) {
      // From beside the eyes down to mouth level, in front of the ear.
      const a = offset(p(from), inward(side), -faceWidth * 0.02);
      const b = offset(p(to), inward(side), -faceWidth * 0.02);
      const depth = faceWidth * (0.07 + next() * 0.04);
      const strip = [a, b, offset(b, inward(side), depth), offset(a, inward(side), depth)];
      parts.push(hairy(`sideburn-${side}`, strip, beardShade, next));
    }
  }
  if (accessories.beard) {
    // From the jaw's sides round the chin, up to just under the mouth.
    const jaw = LANDMARKS.jaw.map((index) => p(index));
    const outerJaw = jaw.map((q) => offset(q, down, faceHeight * 0.015));
    const underMouth = [
      offset(p(LANDMARKS.mouthLeft), down, eyeWidth * 0.25),
      offset(p(LANDMARKS.lowerLipBottom), down, eyeWidth * 0.12),
      offset(p(LANDMARKS.mouthRight), down, eyeWidth * 0.25),
    ];
    parts.push(hairy('beard', [...outerJaw, ...underMouth], beardShade, next));
  }
  if (accessories.moustache) {
    const lip = LANDMARKS.upperLip.map((index) => p(index));
    const nose = p(LANDMARKS.subnasal);
    const bottom = lip.map((q) => offset(q, down, eyeWidth * 0.04));
    const topEdge = [...lip].reverse().map((q) => lerp(q, { x: q.x, y: nose.y }, 0.75));
    parts.push(hairy('moustache', [...bottom, ...topEdge], beardShade, next));
  }
  if (accessories.glasses !== 'none') {
    const sun = accessories.glasses === 'sun';
    const frameColour = sun
      ? rgb([20, 18, 16], 0.8 + next() * 0.8)
      : rgb(
          (
            [
              [24, 22, 20],
              [70, 44, 30],
              [30, 36, 70],
              [90, 90, 96],
            ] as [number, number, number][]
          )[Math.floor(next() * 4)] as [number, number, number],
        );
    const stroke = faceWidth * (0.012 + next() * 0.018);
    const rx = eyeWidth * (0.78 + next() * 0.12);
    const ry = eyeWidth * (0.52 + next() * 0.12);
    const deg = (frame.angle * 180) / Math.PI;
    const lens = sun
      ? `fill="${rgb(
          (
            [
              [16, 16, 18],
              [40, 28, 18],
              [22, 34, 26],
            ] as [number, number, number][]
          )[Math.floor(next() * 3)] as [number, number, number],
        )}" fill-opacity="${(0.82 + next() * 0.14).toFixed(2)}"`
      : `fill="#ffffff" fill-opacity="${(0.04 + next() * 0.08).toFixed(2)}"`;
    const centres = [
      offset(frame.rightEyeCentre, down, eyeWidth * 0.08),
      offset(frame.leftEyeCentre, down, eyeWidth * 0.08),
    ] as [TXY, TXY];
    for (const c of centres) {
      parts.push(
        `<ellipse cx="${c.x.toFixed(1)}" cy="${c.y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" transform="rotate(${deg.toFixed(1)} ${c.x.toFixed(1)} ${c.y.toFixed(1)})" ${lens} stroke="${frameColour}" stroke-width="${stroke.toFixed(1)}"/>`,
      );
    }
    const [r, l] = centres;
    const bridgeRight = lerp(r, l, rx / (l.x - r.x || 1));
    const bridgeLeft = lerp(l, r, rx / (l.x - r.x || 1));
    const bridgeTop = offset(lerp(bridgeRight, bridgeLeft, 0.5), up, eyeWidth * 0.15);
    const outerRight = lerp(l, r, 1 + rx / (l.x - r.x || 1));
    const outerLeft = lerp(r, l, 1 + rx / (l.x - r.x || 1));
    const line = (a: TXY, b: TXY) =>
      `<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}" stroke="${frameColour}" stroke-width="${stroke.toFixed(1)}" stroke-linecap="round"/>`;
    parts.push(
      `<path d="M${bridgeRight.x.toFixed(1)},${bridgeRight.y.toFixed(1)} Q${bridgeTop.x.toFixed(1)},${bridgeTop.y.toFixed(1)} ${bridgeLeft.x.toFixed(1)},${bridgeLeft.y.toFixed(1)}" stroke="${frameColour}" stroke-width="${stroke.toFixed(1)}" fill="none"/>`,
      line(outerRight, offset(p(LANDMARKS.rightSide), up, eyeWidth * 0.1)),
      line(outerLeft, offset(p(LANDMARKS.leftSide), up, eyeWidth * 0.1)),
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${parts.join('')}</svg>`;
}
