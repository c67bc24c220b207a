import sharp from 'sharp';
import { loadOpenCv } from '../src/opencv.ts';

/** How a synthetic document is "photographed" into a 1280x720 frame. */
export interface TShot {
  name: string;
  /** Document width as a share of the frame width. */
  scale: number;
  /** Degrees, clockwise. */
  rotation: number;
  /** Perspective tilt: the top edge shrinks by this share of the width. */
  tilt: number;
  /**
   * A camera's perspective instead of `tilt`: the document's plane turned by `degrees`
   * about an axis lying in it at `axis` degrees from its horizontal, seen by a phone's
   * camera (about 70° across the frame) from where the document would fill `scale`.
   */
  perspective?: { degrees: number; axis: number };
  /** Gaussian blur sigma in frame pixels (0: none). */
  blur: number;
  /** Multiplies the pixel values (1: as rendered). */
  light: number;
  /** What the document lies on: a dark cloth, a cluttered desk, white paper, a wooden table. */
  background: 'plain' | 'clutter' | 'paper' | 'wood';
  /** Uneven light: the frame darkens by this share towards `falloffAngle` (0: even). */
  falloff?: number;
  /** Degrees: the direction the light falls off towards. */
  falloffAngle?: number;
  /**
   * How the light falls off: evenly across the frame (linear, the default), from a lamp
   * beside it (lamp: round, steepest far from it), or as a shadow cast over the frame's
   * far half (shadow: a soft edge a twentieth of the frame wide through its middle).
   */
  falloffShape?: 'linear' | 'lamp' | 'shadow';
  /** Sensor noise: standard deviation in grey levels (0: none). */
  noise?: number;
  /** A lamp's reflection on the laminate: a soft white spot over the lower half. */
  glare?: boolean;
  /**
   * Reflections placed instead of the one lamp spot: centres as shares of the frame,
   * radius as a share of the document's width, opacity at the core.
   */
  glareSpots?: { x: number; y: number; radius: number; opacity: number }[];
  /** Camera shake: horizontal motion blur over this many pixels. */
  motion?: number;
  jpegQuality: number;
  /** The frame's height (default 720: 1280x720); 960 takes a document 720 would cut. */
  frameHeight?: number;
}

export const SHOTS: TShot[] = [
  {
    name: 'crisp',
    scale: 0.62,
    rotation: 0,
    tilt: 0,
    blur: 0,
    light: 1,
    background: 'plain',
    jpegQuality: 92,
  },
  {
    name: 'rotated',
    scale: 0.6,
    rotation: 9,
    tilt: 0,
    blur: 0,
    light: 1,
    background: 'plain',
    jpegQuality: 90,
  },
  {
    name: 'perspective',
    scale: 0.62,
    rotation: -3,
    tilt: 0.08,
    blur: 0,
    light: 1,
    background: 'plain',
    jpegQuality: 90,
  },
  {
    name: 'blurred',
    scale: 0.62,
    rotation: 2,
    tilt: 0,
    blur: 1.3,
    light: 1,
    background: 'plain',
    jpegQuality: 88,
  },
  {
    name: 'dim',
    scale: 0.62,
    rotation: -2,
    tilt: 0.03,
    blur: 0,
    light: 0.45,
    background: 'plain',
    jpegQuality: 88,
  },
  {
    name: 'bright',
    scale: 0.62,
    rotation: 3,
    tilt: 0,
    blur: 0,
    light: 1.35,
    background: 'plain',
    jpegQuality: 88,
  },
  {
    name: 'clutter',
    scale: 0.58,
    rotation: -6,
    tilt: 0.04,
    blur: 0.6,
    light: 0.9,
    background: 'clutter',
    jpegQuality: 85,
  },
  {
    // Held far from the camera: a passport's MRZ characters are then about 11 px apart.
    name: 'far',
    scale: 0.42,
    rotation: 4,
    tilt: 0.02,
    blur: 0.5,
    light: 1,
    background: 'plain',
    jpegQuality: 80,
  },
  {
    // A cheap sensor in a dim room: soft focus, grain, strong compression.
    name: 'noisy',
    scale: 0.6,
    rotation: -4,
    tilt: 0.05,
    blur: 0.9,
    light: 0.7,
    background: 'plain',
    noise: 9,
    jpegQuality: 60,
  },
  {
    // Under a desk lamp: a reflection washes out part of the lower half.
    name: 'glare',
    scale: 0.6,
    rotation: 2,
    tilt: 0.03,
    blur: 0.4,
    light: 1,
    background: 'plain',
    glare: true,
    jpegQuality: 85,
  },
  {
    // Taken by a moving hand: 4 px of horizontal shake.
    name: 'motion',
    scale: 0.6,
    rotation: -3,
    tilt: 0.02,
    blur: 0,
    light: 0.95,
    background: 'plain',
    motion: 4,
    jpegQuality: 85,
  },
];

export const FRAME = { width: 1280, height: 720 } as const;

/** A deterministic pseudo-random sequence (mulberry32). */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function backgroundSvg(
  kind: TShot['background'],
  seed: number,
  { width, height }: { width: number; height: number },
): string {
  if (kind === 'plain') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#5d4b3c"/></svg>`;
  }
  const next = random(seed);
  if (kind === 'paper') {
    // Sheets of white and off-white paper, one with a few lines of print.
    const sheets = Array.from({ length: 3 }, (_, i) => {
      const x = next() * width - 200;
      const y = next() * height - 200;
      const tone = 232 + Math.floor(next() * 20);
      return `<rect x="${x}" y="${y}" width="${700 + next() * 300}" height="${900}" fill="rgb(${tone},${tone},${tone - 6 - i * 3})" transform="rotate(${(next() - 0.5) * 30} ${x} ${y})"/>`;
    }).join('');
    const print = Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${80 + next() * 40}" y="${60 + i * 26}" width="${200 + next() * 300}" height="9" fill="#8a8a8a"/>`,
    ).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#efefea"/>${sheets}${print}</svg>`;
  }
  if (kind === 'wood') {
    const grain = Array.from({ length: 60 }, () => {
      const y = next() * height;
      const tone = 90 + Math.floor(next() * 60);
      return `<path d="M0 ${y} C ${width * 0.3} ${y + (next() - 0.5) * 60}, ${width * 0.7} ${y + (next() - 0.5) * 60}, ${width} ${y + (next() - 0.5) * 40}" stroke="rgb(${tone},${Math.round(tone * 0.66)},${Math.round(tone * 0.4)})" stroke-width="${1 + next() * 6}" fill="none" opacity="0.7"/>`;
    }).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#a47449"/>${grain}</svg>`;
  }
  const shapes = Array.from({ length: 40 }, () => {
    const x = next() * width;
    const y = next() * height;
    const colour = `hsl(${Math.floor(next() * 360)},${30 + Math.floor(next() * 50)}%,${25 + Math.floor(next() * 50)}%)`;
    return next() < 0.5
      ? `<rect x="${x}" y="${y}" width="${40 + next() * 240}" height="${30 + next() * 160}" fill="${colour}" transform="rotate(${next() * 90} ${x} ${y})"/>`
      : `<circle cx="${x}" cy="${y}" r="${15 + next() * 90}" fill="${colour}"/>`;
  }).join('');
  const text = `<text x="60" y="680" font-family="DejaVu Sans" font-size="44" fill="#eee">Factura 2026 · Total 123,45 €</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#6b6f5a"/>${shapes}${text}</svg>`;
}

/**
 * Places the flat document into a frame: scaled, rotated, tilted in perspective, on a
 * plain or cluttered background, then lit, blurred and JPEG-compressed. Returns the JPEG
 * and the document's four corners in the frame (clockwise from top left).
 */
export async function photograph(document: Buffer, shot: TShot, seed: number) {
  const { data, info } = await sharp(document)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const size = { width: FRAME.width, height: shot.frameHeight ?? FRAME.height };
  const docWidth = size.width * shot.scale;
  const docHeight = (docWidth * info.height) / info.width;
  const centre = { x: size.width / 2 + (random(seed)() - 0.5) * 60, y: size.height / 2 };
  const inset = shot.perspective ? 0 : (docWidth * shot.tilt) / 2;
  const square = [
    { x: -docWidth / 2 + inset, y: -docHeight / 2 },
    { x: docWidth / 2 - inset, y: -docHeight / 2 },
    { x: docWidth / 2, y: docHeight / 2 },
    { x: -docWidth / 2, y: docHeight / 2 },
  ];
  const { perspective } = shot;
  const flat = perspective
    ? square.map((point) => seenTilted(point, perspective, size.width))
    : square;
  const angle = (shot.rotation * Math.PI) / 180;
  const corners = flat.map(({ x, y }) => ({
    x: centre.x + x * Math.cos(angle) - y * Math.sin(angle),
    y: centre.y + x * Math.sin(angle) + y * Math.cos(angle),
  }));

  const layer = await warpOnto({ data, width: info.width, height: info.height }, corners, size);

  let frame = sharp(Buffer.from(backgroundSvg(shot.background, seed, size)))
    .composite([{ input: layer, raw: { width: size.width, height: size.height, channels: 4 } }])
    .flatten();
  frame = sharp(await frame.png().toBuffer());
  if (shot.light !== 1) frame = frame.linear(shot.light, 0);
  if (shot.falloff) {
    const angle = ((shot.falloffAngle ?? 0) * Math.PI) / 180;
    const [dx, dy] = [Math.cos(angle) / 2, Math.sin(angle) / 2];
    const dark = `stop-color="#000" stop-opacity="${shot.falloff}"`;
    // Across the frame, from clear at `from` to dark at `to` (shares of the way).
    const across = (from: number, to: number) =>
      `<linearGradient id="f" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}"><stop offset="${from}" stop-color="#000" stop-opacity="0"/><stop offset="${to}" ${dark}/></linearGradient>`;
    const gradient =
      shot.falloffShape === 'lamp'
        ? // Centred on the lit edge, reaching the far corners.
          `<radialGradient id="f" cx="${0.5 - dx}" cy="${0.5 - dy}" r="1.1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.35" stop-color="#000" stop-opacity="${(shot.falloff * 0.15).toFixed(3)}"/><stop offset="1" ${dark}/></radialGradient>`
        : shot.falloffShape === 'shadow'
          ? across(0.475, 0.525)
          : across(0, 1);
    const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><defs>${gradient}</defs><rect width="100%" height="100%" fill="url(#f)"/></svg>`;
    frame = sharp(
      await frame
        .composite([{ input: Buffer.from(shade) }])
        .png()
        .toBuffer(),
    );
  }
  if (shot.glareSpots?.length) {
    const spots = shot.glareSpots
      .map(
        (spot, i) =>
          `<radialGradient id="s${i}"><stop offset="0" stop-color="#fff" stop-opacity="${spot.opacity}"/><stop offset="0.45" stop-color="#fff" stop-opacity="${(spot.opacity * 0.55).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
      )
      .join('');
    const shapes = shot.glareSpots
      .map(
        (spot, i) =>
          `<ellipse cx="${spot.x * size.width}" cy="${spot.y * size.height}" rx="${docWidth * spot.radius}" ry="${docWidth * spot.radius * 0.8}" fill="url(#s${i})"/>`,
      )
      .join('');
    const layer = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><defs>${spots}</defs>${shapes}</svg>`;
    frame = sharp(
      await frame
        .composite([{ input: Buffer.from(layer) }])
        .png()
        .toBuffer(),
    );
  } else if (shot.glare) {
    const at = corners[3] as { x: number; y: number };
    const spot = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${at.x + docWidth * 0.3}" cy="${at.y - docHeight * 0.22}" rx="${docWidth * 0.2}" ry="${docHeight * 0.2}" fill="url(#g)"/></svg>`;
    frame = sharp(
      await frame
        .composite([{ input: Buffer.from(spot) }])
        .png()
        .toBuffer(),
    );
  }
  if (shot.blur > 0) frame = frame.blur(shot.blur);
  if (shot.motion) {
    const span = shot.motion % 2 ? shot.motion : shot.motion + 1;
    // sharp wants a kernel at least 3 high: the shake is its middle row.
    const kernel = [
      ...new Array<number>(span).fill(0),
      ...new Array<number>(span).fill(1),
      ...new Array<number>(span).fill(0),
    ];
    frame = frame.convolve({ width: span, height: 3, kernel, scale: span });
  }
  if (shot.noise) frame = await addNoise(frame, shot.noise, seed);
  const jpeg = await frame.jpeg({ quality: shot.jpegQuality }).toBuffer();
  return { jpeg, corners };
}

/**
 * Where a point of the document's plane (frame pixels from its centre) is seen once the
 * plane has turned by `degrees` about an axis through its centre at `axis` degrees
 * (Rodrigues' rotation), by a pinhole camera whose focal length spans a 70° field across
 * `frameWidth` and which sees the untilted plane at its nominal size.
 */
export function seenTilted(
  point: { x: number; y: number },
  { degrees, axis }: { degrees: number; axis: number },
  frameWidth: number,
) {
  const focal = frameWidth / 2 / Math.tan((35 * Math.PI) / 180);
  const turn = (degrees * Math.PI) / 180;
  const ax = Math.cos((axis * Math.PI) / 180);
  const ay = Math.sin((axis * Math.PI) / 180);
  const along = (ax * point.x + ay * point.y) * (1 - Math.cos(turn));
  const x = point.x * Math.cos(turn) + ax * along;
  const y = point.y * Math.cos(turn) + ay * along;
  const depth = (ax * point.y - ay * point.x) * Math.sin(turn);
  const scale = focal / (focal + depth);
  return { x: x * scale, y: y * scale };
}

/**
 * Warps an RGBA image so that its corners land on `corners` (clockwise from its top left)
 * in a transparent layer of `size`, and returns the layer's RGBA bytes.
 */
export async function warpOnto(
  image: { data: Buffer; width: number; height: number },
  corners: { x: number; y: number }[],
  size: { width: number; height: number },
  interpolation: 'area' | 'linear' = 'area',
): Promise<Buffer> {
  const { cv } = await loadOpenCv();
  const { width, height } = image;
  const source = cv.matFromArray(height, width, cv.CV_8UC4, image.data);
  const from = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]);
  const to = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    corners.flatMap(({ x, y }) => [x, y]),
  );
  const transform = cv.getPerspectiveTransform(from, to);
  const warped = new cv.Mat();
  cv.warpPerspective(
    source,
    warped,
    transform,
    new cv.Size(size.width, size.height),
    interpolation === 'area' ? cv.INTER_AREA : cv.INTER_LINEAR,
    cv.BORDER_CONSTANT,
    new cv.Scalar(0, 0, 0, 0),
  );
  const layer = Buffer.from(warped.data);
  for (const mat of [source, from, to, transform, warped]) mat.delete();
  return layer;
}

/** Gaussian grain (Box-Muller over the seeded sequence), the same on every channel. */
async function addNoise(frame: ReturnType<typeof sharp>, deviation: number, seed: number) {
  const { data, info } = await frame.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const next = random(seed * 7919);
  for (let i = 0; i < data.length; i += info.channels) {
    const grain =
      Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next()) * deviation;
    for (let c = 0; c < info.channels; c++) {
      data[i + c] = Math.max(0, Math.min(255, Math.round((data[i + c] as number) + grain)));
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}
