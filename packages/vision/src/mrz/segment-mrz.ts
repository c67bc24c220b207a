import { levelsOf, stretchLevels, type TGreyImage } from '../image.ts';
import {
  APART_GAP,
  CAPITAL_FALLBACK_PERCENTILE,
  CAPITAL_HEIGHT_TOLERANCE,
  CAPITAL_MIN_ASPECT,
  CELL_WINDOW_HEIGHT,
  CURVED_FIT,
  END_TRIM_SPAN,
  FIT_MIN_GLYPH_SHARE,
  GLYPH_HEIGHT,
  INK_CONTRAST,
  LINE_BREAK,
  LINE_CHAIN_MIN_HEIGHT,
  LINE_HEIGHT_PERCENTILE,
  LINE_MIN_GLYPH_SHARE,
  LINES_GAP,
  LINES_MAX_PITCH_RATIO,
  LOCAL_MAX_RESIDUAL,
  LOCAL_MAX_STRETCH,
  LOCAL_WINDOW,
  MAX_PITCH_CHANGE,
  MEAN_PITCH_TOLERANCE,
  MIN_CAPITALS,
  NAMES_STEP_SLACK,
  NEIGHBOUR_STEP_TOLERANCE,
  SHORT_GLYPH_HEIGHT,
  SHORT_OFFSET_RIDGE,
  SINGLE_GLYPH_MAX_WIDTH,
  SLANT_MAX_DEGREES,
  SLANT_STEP_DEGREES,
  SMALL_JOIN,
  SPAN_PITCH_TOLERANCE,
  SPAN_SLACK_MEDIAN,
  SPAN_SLACK_MIDDLE,
  SPECK_GLYPH_HEIGHT,
  STRAIGHT_MISFIT,
  STRICT_INK_CONTRAST,
  TALL_SHARE,
  WALK_KEEP,
  WALK_MIN_WIDTH,
  WALK_STEP_TOLERANCE,
  WALK_TAKE,
} from './mrz-parameters.ts';

/** Cells per line of the MRZ formats read (ICAO 9303 parts 5, 6 and 4). */
export const MRZ_SHAPES = {
  TD1: { lines: 3, chars: 30 },
  TD2: { lines: 2, chars: 36 },
  TD3: { lines: 2, chars: 44 },
} as const;
export type TMrzShape = keyof typeof MRZ_SHAPES;

/** The character grid a cell is sampled into (and the glyph templates are kept at). */
export const CELL_WIDTH = 16;
export const CELL_HEIGHT = 24;

/** One MRZ line found in a band: where each of its fixed-pitch cells lies. */
export interface TMrzLineCells {
  /** Cell centres, left to right, and the pitch there (it drifts in a slanted view). */
  centres: { x: number; y: number; pitch: number }[];
  /** Distance between neighbouring cells (the OCR-B pitch, 2.54 mm on paper). */
  pitch: number;
  /** Capital height. */
  height: number;
  /** Slope of the line (dy/dx). */
  slope: number;
}

export interface TMrzGrid {
  shape: TMrzShape;
  lines: TMrzLineCells[];
  /** The band, stretched to the full grey range (cells are sampled from it). */
  image: TGreyImage;
}

interface TComponent {
  left: number;
  right: number;
  top: number;
  bottom: number;
  pixels: number;
}

const cx = (c: TComponent) => (c.left + c.right + 1) / 2;
const cy = (c: TComponent) => (c.top + c.bottom + 1) / 2;
const widthOf = (c: TComponent) => c.right - c.left + 1;
const heightOf = (c: TComponent) => c.bottom - c.top + 1;

/**
 * Finds the machine-readable zone in a band (the bottom of a straightened document):
 * the ink is separated from the paper with a local threshold, the glyphs are grouped into
 * lines along the band's residual slant, and the bottom lines whose span holds 30 (TD1)
 * or 44 (TD3) cells at one pitch become the grid the characters are read from. The MRZ is
 * printed at a fixed pitch with no spaces, so every cell holds a glyph or a '<'.
 */
export function segmentMrz(band: TGreyImage, only?: TMrzShape): TMrzGrid | null {
  const image = stretch(band);
  const means = localMeans(image);
  return (
    gridIn(image, binarise(image, means, INK_CONTRAST), only) ??
    gridIn(image, binarise(image, means, STRICT_INK_CONTRAST), only)
  );
}

/** The MRZ grid the ink's components make, or null (see segmentMrz). */
function gridIn(image: TGreyImage, ink: Uint8Array, only?: TMrzShape): TMrzGrid | null {
  const components = connectedComponents(ink, image.width, image.height).filter(
    (c) =>
      heightOf(c) >= 6 &&
      heightOf(c) < image.height / 2 &&
      widthOf(c) < heightOf(c) * 4 &&
      c.left > 0 &&
      c.right < image.width - 1,
  );
  if (components.length < 20) return null;
  const capital = capitalHeight(components);
  const glyphs = components.filter(
    (c) => heightOf(c) >= capital * GLYPH_HEIGHT.min && heightOf(c) <= capital * GLYPH_HEIGHT.max,
  );
  const slope = slantOf(glyphs, capital);
  const rows = groupLines(glyphs, slope, capital);
  const shapes: TMrzShape[] = only ? [only] : ['TD3', 'TD2', 'TD1'];
  for (const shape of shapes) {
    const { lines: count, chars } = MRZ_SHAPES[shape];
    // From the bottom up: the MRZ is the last block of text on the page (a stray speck
    // between its lines makes a row of its own, which does not fit and is passed over).
    const fitted: TMrzLineCells[] = [];
    for (let r = rows.length - 1; r >= 0 && fitted.length < count; r--) {
      const cells = fitCells(rows[r] as TComponent[], chars, slope);
      if (cells) fitted.unshift(cells);
    }
    if (fitted.length === count && consistent(fitted)) {
      return { shape, lines: namesInStep(shape, fitted, image.width), image };
    }
  }
  return null;
}

/**
 * The capital height: most MRZ glyphs are capitals and digits of one height, so it is the
 * tallest height that at least MIN_CAPITALS glyph-shaped components (a third as wide as
 * high or more: not a barcode's bars, nor I and 1) share within 12 %. Shorter '<' fillers
 * and the specks of a noisy print stay below it, however many there are (a sensor's noise
 * under JPEG makes hundreds); without such a height, the 70th percentile of all heights.
 */
function capitalHeight(components: TComponent[]): number {
  const heights = components.map(heightOf).sort((a, b) => a - b);
  const shaped = components
    .filter((c) => widthOf(c) >= CAPITAL_MIN_ASPECT * heightOf(c))
    .map(heightOf)
    .sort((a, b) => a - b);
  for (let i = shaped.length - 1; i >= 0; i--) {
    const height = shaped[i] as number;
    let count = 0;
    for (const other of shaped)
      if (Math.abs(other - height) <= CAPITAL_HEIGHT_TOLERANCE * height) count++;
    if (count >= MIN_CAPITALS) return height;
  }
  return heights[Math.floor(heights.length * CAPITAL_FALLBACK_PERCENTILE)] as number;
}

/**
 * The names' line in step with the others. The lines of an MRZ start in one column; a mark
 * just left of the names (a speck of print, a frame's edge) can become the first cells of
 * their line's grid, which then reads whole cells early ('T<ERIKSSON<<MARCO' for
 * 'ERIKSSON<<MARCO') and no check digit can tell. On a TD1 card,
 * when the two lines a check digit covers start together, a names' line whose start lies
 * a whole number of pitches from theirs (within NAMES_STEP_SLACK of one) is moved by that
 * many cells: the cells before the column are dropped, and as many are added at its end,
 * one pitch apart (or the reverse, for a line whose first letters were lost). A TD2's or
 * TD3's two lines cannot outvote each other, and are left as they are (a checked line out
 * of step is realigned by its check digits: see read-mrz.ts).
 */
function namesInStep(shape: TMrzShape, lines: TMrzLineCells[], width: number): TMrzLineCells[] {
  if (shape !== 'TD1') return lines;
  const at = 2;
  const names = lines[at] as TMrzLineCells;
  const starts = lines.filter((_, i) => i !== at).map((line) => (line.centres[0] as TCentre).x);
  const pitch = names.pitch;
  if (Math.max(...starts) - Math.min(...starts) > NAMES_STEP_SLACK * pitch) return lines;
  const column = starts.reduce((sum, x) => sum + x, 0) / starts.length;
  const steps = ((names.centres[0] as TCentre).x - column) / pitch;
  const by = Math.round(steps);
  if (by === 0 || Math.abs(steps - by) > NAMES_STEP_SLACK) return lines;
  const centres = [...names.centres];
  const step = (a: TCentre, b: TCentre, n: number): TCentre => ({
    x: b.x + (b.x - a.x) * n,
    y: b.y + (b.y - a.y) * n,
    pitch: b.pitch,
  });
  if (by < 0) {
    // Early: drop the cells left of the column, add as many at the end.
    const [before, last] = centres.slice(-2) as [TCentre, TCentre];
    for (let i = 1; i <= -by; i++) centres.push(step(before, last, i));
    centres.splice(0, -by);
  } else {
    // Late: its first cells were lost; add them before, drop as many at the end.
    const [first, second] = centres.slice(0, 2) as [TCentre, TCentre];
    for (let i = 1; i <= by; i++) centres.unshift(step(second, first, i));
    centres.splice(centres.length - by, by);
  }
  const outside = centres.some((c) => c.x - c.pitch / 2 < 0 || c.x + c.pitch / 2 > width);
  if (outside) return lines;
  return lines.map((line, i) => (i === at ? { ...line, centres } : line));
}

type TCentre = TMrzLineCells['centres'][number];

/** Lines of one MRZ share their pitch and follow each other at one line spacing. */
function consistent(lines: TMrzLineCells[]): boolean {
  const pitches = lines.map((l) => l.pitch);
  if (Math.max(...pitches) / Math.min(...pitches) > LINES_MAX_PITCH_RATIO) return false;
  const levels = lines.map((l) => (l.centres[0] as { y: number }).y);
  const gaps = levels.slice(1).map((level, i) => level - (levels[i] as number));
  const height = lines[0]?.height ?? 1;
  return gaps.every((gap) => gap > height * LINES_GAP.min && gap < height * LINES_GAP.max);
}

/** Stretches the band between its 1st and 99th grey percentiles. */
function stretch(band: TGreyImage): TGreyImage {
  return {
    data: stretchLevels(band.data, levelsOf(band.data)),
    width: band.width,
    height: band.height,
  };
}

/**
 * Each pixel's neighbourhood mean (a box about two glyphs wide, from an integral image),
 * which binarise compares it with: computed once for both ink contrasts.
 */
function localMeans(image: TGreyImage): Float64Array {
  const { width, height, data } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] as number;
      integral[(y + 1) * (width + 1) + x + 1] = (integral[y * (width + 1) + x + 1] as number) + row;
    }
  }
  const radius = Math.max(8, Math.round(height / 8));
  const means = new Float64Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] as number) -
        (integral[y0 * (width + 1) + x1] as number) -
        (integral[y1 * (width + 1) + x0] as number) +
        (integral[y0 * (width + 1) + x0] as number);
      means[y * width + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return means;
}

/**
 * Ink where a pixel is `contrast` darker than its neighbourhood's mean (`means`): uneven
 * light and shadows across the band do not matter.
 */
function binarise(image: TGreyImage, means: Float64Array, contrast: number): Uint8Array {
  const ink = new Uint8Array(image.data.length);
  for (let i = 0; i < ink.length; i++) {
    const value = image.data[i] as number;
    if (value < (means[i] as number) - contrast && value < 170) ink[i] = 1;
  }
  return ink;
}

/** 8-connected components of the ink (two passes over a union-find of run labels). */
function connectedComponents(ink: Uint8Array, width: number, height: number): TComponent[] {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (label: number): number => {
    let root = label;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[label] !== root) {
      const next = parent[label] as number;
      parent[label] = root;
      label = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!ink[i]) continue;
      let label = 0;
      const neighbours = [
        x > 0 ? labels[i - 1] : 0,
        y > 0 && x > 0 ? labels[i - width - 1] : 0,
        y > 0 ? labels[i - width] : 0,
        y > 0 && x < width - 1 ? labels[i - width + 1] : 0,
      ];
      for (const n of neighbours) {
        if (!n) continue;
        if (!label) label = n;
        else if (n !== label) union(label, n);
      }
      if (!label) {
        label = parent.length;
        parent.push(label);
      }
      labels[i] = label;
    }
  }
  const boxes = new Map<number, TComponent>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x] as number;
      if (!label) continue;
      const root = find(label);
      const box = boxes.get(root);
      if (box) {
        if (x < box.left) box.left = x;
        if (x > box.right) box.right = x;
        box.bottom = y;
        box.pixels++;
      } else boxes.set(root, { left: x, right: x, top: y, bottom: y, pixels: 1 });
    }
  }
  return [...boxes.values()];
}

/** The slant (dy/dx) that lines the glyph centres up best, within ±8 degrees. */
function slantOf(glyphs: TComponent[], capital: number): number {
  const bin = Math.max(2, capital / 3);
  let best = 0;
  let bestScore = -1;
  for (
    let degrees = -SLANT_MAX_DEGREES;
    degrees <= SLANT_MAX_DEGREES + SLANT_STEP_DEGREES / 2;
    degrees += SLANT_STEP_DEGREES
  ) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    const counts = new Map<number, number>();
    for (const g of glyphs) {
      const key = Math.floor((cy(g) - slope * cx(g)) / bin);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    let score = 0;
    for (const count of counts.values()) score += count * count;
    if (score > bestScore) [best, bestScore] = [slope, score];
  }
  return best;
}

/**
 * Glyphs grouped into text lines (top to bottom), each sorted left to right. The lines are
 * chained from the glyphs at least half a capital high, level after level; a smaller
 * component joins the line nearest its level, or none: specks between the lines (a
 * background's pattern, noise) would otherwise chain them into one.
 */
function groupLines(glyphs: TComponent[], slope: number, capital: number): TComponent[][] {
  const level = (g: TComponent) => cy(g) - slope * cx(g);
  const sorted = [...glyphs].sort((a, b) => level(a) - level(b));
  const rows: TComponent[][] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const g of sorted) {
    if (heightOf(g) < capital * LINE_CHAIN_MIN_HEIGHT) continue;
    if (level(g) - last > capital * LINE_BREAK) rows.push([]);
    (rows[rows.length - 1] as TComponent[]).push(g);
    last = level(g);
  }
  const middles = rows.map((row) => level(row[Math.floor(row.length / 2)] as TComponent));
  for (const g of sorted) {
    if (heightOf(g) >= capital * LINE_CHAIN_MIN_HEIGHT) continue;
    let nearest = -1;
    for (const [r, middle] of middles.entries()) {
      const distance = Math.abs(level(g) - middle);
      if (
        distance <= capital * SMALL_JOIN &&
        (nearest < 0 || distance < Math.abs(level(g) - (middles[nearest] as number)))
      ) {
        nearest = r;
      }
    }
    if (nearest >= 0) (rows[nearest] as TComponent[]).push(g);
  }
  return rows.map((row) => row.sort((a, b) => cx(a) - cx(b)));
}

/**
 * Fits `chars` cells at one pitch to a line of glyphs, or null when the line is not an
 * MRZ line of that length. The pitch comes from neighbouring glyphs (most neighbours are
 * next to each other: the MRZ has no spaces); each glyph is then given its cell index and
 * a straight line through (index, centre) gives every cell's centre.
 */
function fitCells(
  row: TComponent[],
  chars: number,
  slope: number,
  /** Whether specks at an end were left out already (see below). */
  refitted = false,
): TMrzLineCells | null {
  if (row.length < chars * LINE_MIN_GLYPH_SHARE) return null;
  const widths = row.map(widthOf).sort((a, b) => a - b);
  const typical = widths[Math.floor(widths.length / 2)] as number;
  const singles = row.filter((c) => widthOf(c) <= typical * SINGLE_GLYPH_MAX_WIDTH);
  const step = medianStep(singles);
  if (!step || step <= 0) return null;
  const ends = lineEnds(row, singles, step, chars);
  if (!ends) return null;
  const [first, last] = ends;
  // The line's height and centre from its tallest glyphs (capitals and digits).
  const heights = row.map(heightOf).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length * LINE_HEIGHT_PERCENTILE)] as number;
  const tall = row.filter((c) => heightOf(c) >= height * TALL_SHARE);
  const line = fitLine(
    tall.map((c) => [cx(c), cy(c)]),
    slope,
  );
  // A first pitch from the span (the first and last glyphs sit in the end cells); then
  // each single glyph gets its cell index and least squares fits the cells (fitPitch).
  // The end cells' centres: half a glyph in from the ends (an end shape may be glyphs a
  // bold print joined, whose own centre lies cells inside).
  const firstCentre = first.left + Math.min(widthOf(first), step) / 2;
  const lastCentre = last.right + 1 - Math.min(widthOf(last), step) / 2;
  let pitch = (lastCentre - firstCentre) / (chars - 1);
  if (Math.abs(pitch / step - 1) > SPAN_PITCH_TOLERANCE) pitch = step;
  const isShort = (c: TComponent) => (heightOf(c) < height * SHORT_GLYPH_HEIGHT ? 1 : 0);
  const walked = walkCells(singles, firstCentre, pitch, typical);
  const initial = { start: firstCentre, pitch, curve: 0, shortOffset: 0 };
  const fit = fitPitch(singles, walked, chars, isShort, initial);
  if (!fit) return null;
  const meanPitch = fit.pitch + fit.curve * (chars - 1);
  if (Math.abs(meanPitch / step - 1) > MEAN_PITCH_TOLERANCE) return null;
  if (!refitted) {
    const trimmed = withoutEndSpecks(row, singles, chars, height, isShort, fit);
    if (trimmed) return fitCells(trimmed, chars, slope, true);
  }
  const centres = followLocally(singles, chars, isShort, fit, meanPitch).map(
    ({ x, pitch: local }) => ({ x, y: line.level + line.slope * x, pitch: local }),
  );
  return { centres, pitch: meanPitch, height, slope: line.slope };
}

/** The cells along a line: x = start + pitch * index + curve * index², fillers shortOffset off. */
interface TCellFit {
  start: number;
  pitch: number;
  curve: number;
  shortOffset: number;
}

/** A fit's cell centres (cellAt) and the cell whose centre is nearest to x (cellOf). */
function cellsOf({ start, pitch, curve }: TCellFit) {
  const cellAt = (index: number) => start + pitch * index + curve * index * index;
  const cellOf = (x: number) => {
    let index = Math.round((x - start) / (pitch + curve * ((x - start) / pitch)));
    for (const near of [index - 1, index + 1]) {
      if (Math.abs(x - cellAt(near)) < Math.abs(x - cellAt(index))) index = near;
    }
    return index;
  };
  return { cellAt, cellOf };
}

/** The median step between neighbouring single glyphs (most are next to each other). */
function medianStep(singles: TComponent[]): number | undefined {
  const steps: number[] = [];
  for (let i = 1; i < singles.length; i++) {
    steps.push(cx(singles[i] as TComponent) - cx(singles[i - 1] as TComponent));
  }
  steps.sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 2)];
}

/**
 * The line's first and last shapes once the shapes beside the MRZ are trimmed from its
 * ends, or null when its span does not hold `chars` cells either way.
 */
function lineEnds(
  row: TComponent[],
  singles: TComponent[],
  step: number,
  chars: number,
): [TComponent, TComponent] | null {
  // Shapes beside the MRZ (the card's edge, a pattern) stand apart from its cells: more
  // than a cell of paper between them (measured edge to edge: glyphs a bold print joined
  // into one shape have their centres far apart with no paper between them).
  const apart = (left: TComponent, right: TComponent) => right.left - left.right > step * APART_GAP;
  // Trimmed from each end: a shape, or a few within a cell and a half (the card's edge
  // broken up), apart from the rest.
  let from = 0;
  let to = row.length - 1;
  for (let i = 0; i < to; i++) {
    if ((row[i] as TComponent).right - (row[from] as TComponent).left > step * END_TRIM_SPAN) break;
    if (apart(row[i] as TComponent, row[i + 1] as TComponent)) from = i + 1;
  }
  for (let i = row.length - 1; i > from; i--) {
    if ((row[to] as TComponent).right - (row[i] as TComponent).left > step * END_TRIM_SPAN) break;
    if (apart(row[i - 1] as TComponent, row[i] as TComponent)) to = i - 1;
  }
  // The line's span holds its cells, counted at the median step, or within a cell at the
  // pitch fitted to its middle (seen in perspective the pitch grows along the line, and
  // where a bold print joined the glyphs at one end the median step is the other end's).
  const fits = (a: TComponent, b: TComponent) => {
    const span = b.right - a.left + 1;
    const middle = pitchAt(singles, step, (a.left + b.right) / 2);
    return (
      Math.abs(span / step - chars) <= SPAN_SLACK_MEDIAN ||
      Math.abs(span / middle - chars) <= SPAN_SLACK_MIDDLE
    );
  };
  // What was trimmed stays when the line needs it to hold its cells: an end glyph that
  // glare cut off from its neighbours.
  if (!fits(row[from] as TComponent, row[to] as TComponent)) {
    if (!fits(row[0] as TComponent, row[row.length - 1] as TComponent)) return null;
    [from, to] = [0, row.length - 1];
  }
  return [row[from] as TComponent, row[to] as TComponent];
}

/**
 * Each single glyph's first cell index, from walking the line glyph to glyph at the local
 * pitch: a pitch that grows along the line would put a straight guess a cell off halfway.
 * Each step is counted from the last whole glyph (half the typical width or more): the
 * thin pieces of a glyph a reflection broke get their cell but do not lead the walk.
 */
function walkCells(
  singles: TComponent[],
  firstCentre: number,
  pitch: number,
  typical: number,
): Map<TComponent, number> {
  const walked = new Map<TComponent, number>();
  let local = pitch;
  let anchor = { x: firstCentre, index: 0 };
  for (const c of singles) {
    const index = anchor.index + Math.round((cx(c) - anchor.x) / local);
    walked.set(c, index);
    if (widthOf(c) < typical * WALK_MIN_WIDTH) continue;
    const gap = cx(c) - anchor.x;
    if (index === anchor.index + 1 && Math.abs(gap / local - 1) < WALK_STEP_TOLERANCE) {
      local = WALK_KEEP * local + WALK_TAKE * gap;
    }
    anchor = { x: cx(c), index };
  }
  return walked;
}

/**
 * Least squares fits x = a + b * index + c * index² + d * short to the single glyphs,
 * twice (first on their walked indices, then on the cells the first fit gives them): the
 * short '<' fillers sit off their cells' centres by their own amount, and a line of
 * letters then fillers would otherwise bend the pitch; the pitch grows along a line seen
 * in perspective (the warp of an outline found from the MRZ alone is affine), which c
 * follows. Null when too few glyphs fall in the line's cells.
 */
function fitPitch(
  singles: TComponent[],
  walked: Map<TComponent, number>,
  chars: number,
  isShort: (c: TComponent) => number,
  initial: TCellFit,
): TCellFit | null {
  let fit = initial;
  for (let round = 0; round < 2; round++) {
    const { cellOf } = cellsOf(fit);
    const normal = new Array<number>(16).fill(0);
    const right = [0, 0, 0, 0];
    const used: { index: number; short: number; x: number }[] = [];
    let n = 0;
    for (const c of singles) {
      const short = isShort(c);
      const x = cx(c) - short * fit.shortOffset;
      const index = round === 0 ? (walked.get(c) as number) : cellOf(x);
      if (index < 0 || index >= chars) continue;
      const features = [1, index, index * index, short];
      for (let i = 0; i < 4; i++) {
        for (let j = 0; j < 4; j++) {
          normal[i * 4 + j] =
            (normal[i * 4 + j] as number) + (features[i] as number) * (features[j] as number);
        }
        right[i] = (right[i] as number) + (features[i] as number) * cx(c);
      }
      used.push({ index, short, x: cx(c) });
      n++;
    }
    if (n < chars * FIT_MIN_GLYPH_SHARE) return null;
    normal[15] = (normal[15] as number) + SHORT_OFFSET_RIDGE; // no short glyphs: no offset
    const solved = solveLinear(normal, right);
    if (!solved) return null;
    const [a, b, c, d] = solved as [number, number, number, number];
    const curved = { start: a, pitch: b, curve: c, shortOffset: d };
    // A pitch that changes by more than MAX_PITCH_CHANGE along the line is not a
    // perspective, unless no straight pitch fits the glyphs: a line whose first steps are
    // short (narrow I's) and its last long, seen steeply, fitted straight puts its first
    // cell a whole cell early.
    if (Math.abs(2 * c * (chars - 1)) > MAX_PITCH_CHANGE * b) {
      const flat = solveLinear(
        [0, 1, 3, 4, 5, 7, 12, 13, 15].map((k) => normal[k] as number),
        [right[0], right[1], right[3]] as number[],
      );
      if (!flat) return null;
      const [flatStart, flatPitch, flatShort] = flat as [number, number, number];
      const worst = (at: (p: (typeof used)[number]) => number) =>
        Math.max(...used.map((p) => Math.abs(p.x - at(p))));
      const curvedMiss = worst((p) => a + b * p.index + c * p.index * p.index + d * p.short);
      const straightMiss = worst((p) => flatStart + flatPitch * p.index + flatShort * p.short);
      fit =
        straightMiss > STRAIGHT_MISFIT * flatPitch && curvedMiss < CURVED_FIT * flatPitch
          ? curved
          : { start: flatStart, pitch: flatPitch, curve: 0, shortOffset: flatShort };
    } else fit = curved;
  }
  return fit;
}

/**
 * The row without the specks at one end that pushed the grid: specks beside the line's
 * first glyph, less than a cell of paper from it (a shadow's grain, the page's edge), give
 * the grid its first cells, and its last glyphs fall beyond its end (a page in hard light
 * read two cells late). Glyphs half a capital high or more beyond one end, and shapes
 * under that at the other: the line is to be fitted again without those. Null when no
 * glyph falls beyond an end.
 */
function withoutEndSpecks(
  row: TComponent[],
  singles: TComponent[],
  chars: number,
  height: number,
  isShort: (c: TComponent) => number,
  fit: TCellFit,
): TComponent[] | null {
  const { cellOf } = cellsOf(fit);
  const glyph = (c: TComponent) => heightOf(c) >= height * SPECK_GLYPH_HEIGHT;
  const cellIndex = (c: TComponent) => cellOf(cx(c) - isShort(c) * fit.shortOffset);
  /** How many shapes at the start of `ends` come before its first glyph. */
  const specks = (ends: TComponent[]) => {
    const at = ends.findIndex(glyph);
    return at < 0 ? ends.length : at;
  };
  const over = singles.some((c) => glyph(c) && cellIndex(c) >= chars);
  const under = singles.some((c) => glyph(c) && cellIndex(c) < 0);
  const lead = over && !under ? specks(row) : 0;
  const trail = under && !over ? specks([...row].reverse()) : 0;
  return lead + trail > 0 ? row.slice(lead, row.length - trail) : null;
}

/**
 * Each cell's centre and pitch once what the fit leaves (a curved page, a perspective
 * beyond the quadratic) is followed locally: each cell moves, and its pitch stretches, by
 * a straight fit of the residuals of the glyphs within LOCAL_WINDOW cells of it.
 */
function followLocally(
  singles: TComponent[],
  chars: number,
  isShort: (c: TComponent) => number,
  fit: TCellFit,
  meanPitch: number,
): { x: number; pitch: number }[] {
  const { cellAt, cellOf } = cellsOf(fit);
  const residuals: { index: number; residual: number }[] = [];
  for (const c of singles) {
    const x = cx(c) - isShort(c) * fit.shortOffset;
    const index = cellOf(x);
    const residual = x - cellAt(index);
    if (index >= 0 && index < chars && Math.abs(residual) < meanPitch * LOCAL_MAX_RESIDUAL) {
      residuals.push({ index, residual });
    }
  }
  return Array.from({ length: chars }, (_, i) => {
    const local = localFit(
      residuals.filter((r) => Math.abs(r.index - i) <= LOCAL_WINDOW),
      i,
      fit.pitch,
    );
    const x = cellAt(i) + local.shift;
    return { x, pitch: fit.pitch + 2 * fit.curve * i + local.stretch };
  });
}

/**
 * The pitch at `x` from a straight fit of the steps between neighbouring glyphs along the
 * line (those within a quarter of the median step: one glyph to the next).
 */
function pitchAt(singles: TComponent[], step: number, x: number): number {
  const steps: [number, number][] = [];
  for (let i = 1; i < singles.length; i++) {
    const left = cx(singles[i - 1] as TComponent);
    const gap = cx(singles[i] as TComponent) - left;
    if (Math.abs(gap / step - 1) <= NEIGHBOUR_STEP_TOLERANCE) steps.push([left + gap / 2, gap]);
  }
  if (steps.length < 8) return step;
  const { level, slope } = fitLine(steps, 0);
  return level + slope * x;
}

/** The residuals' line near one cell: its value there and its slope (per cell). */
function localFit(
  near: { index: number; residual: number }[],
  at: number,
  pitch: number,
): { shift: number; stretch: number } {
  if (near.length < 3) return { shift: 0, stretch: 0 };
  const mi = near.reduce((sum, r) => sum + r.index, 0) / near.length;
  const mr = near.reduce((sum, r) => sum + r.residual, 0) / near.length;
  let sii = 0;
  let sir = 0;
  for (const r of near) {
    sii += (r.index - mi) * (r.index - mi);
    sir += (r.index - mi) * (r.residual - mr);
  }
  // A slope from glyphs spread over a few cells only: bounded to 6 % of the pitch, from
  // five glyphs over four cells or more, and never extrapolated past the glyphs it came
  // from (the last cells of a line are often fillers merged into one shape).
  const indices = near.map((r) => r.index);
  const spread = Math.max(...indices) - Math.min(...indices);
  const stretch = near.length >= 5 && spread >= 4 && sii > 0 ? sir / sii : 0;
  const bounded = Math.max(
    -LOCAL_MAX_STRETCH * pitch,
    Math.min(LOCAL_MAX_STRETCH * pitch, stretch),
  );
  const within = Math.max(Math.min(...indices), Math.min(Math.max(...indices), at));
  return { shift: mr + bounded * (within - mi), stretch: bounded };
}

/**
 * The line through the points (the glyph centres; pitchAt's steps), y = level + slope * x,
 * by least squares (`slant`, the band's for the centres, is the fallback when the points
 * span too little).
 */
function fitLine(points: [number, number][], slant: number): { level: number; slope: number } {
  const n = points.length;
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) * (x - mx);
    sxy += (x - mx) * (y - my);
  }
  const slope = n >= 4 && sxx > 0 ? sxy / sxx : slant;
  return { level: my - slope * mx, slope };
}

/** Solves a square linear system (row-major) by Gaussian elimination; null when singular. */
function solveLinear(m: number[], v: number[]): number[] | null {
  const size = v.length;
  const rows = Array.from({ length: size }, (_, r) => [
    ...m.slice(r * size, r * size + size),
    v[r] as number,
  ]);
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let r = col + 1; r < size; r++) {
      if (Math.abs(rows[r]?.[col] as number) > Math.abs(rows[pivot]?.[col] as number)) pivot = r;
    }
    [rows[col], rows[pivot]] = [rows[pivot] as number[], rows[col] as number[]];
    const top = rows[col] as number[];
    if (Math.abs(top[col] as number) < 1e-9) return null;
    for (let r = col + 1; r < size; r++) {
      const row = rows[r] as number[];
      const factor = (row[col] as number) / (top[col] as number);
      for (let k = col; k <= size; k++) row[k] = (row[k] as number) - factor * (top[k] as number);
    }
  }
  const solution = new Array<number>(size).fill(0);
  for (let r = size - 1; r >= 0; r--) {
    const row = rows[r] as number[];
    let sum = row[size] as number;
    for (let k = r + 1; k < size; k++) sum -= (row[k] as number) * (solution[k] as number);
    solution[r] = sum / (row[r] as number);
  }
  return solution;
}

/**
 * Samples one cell into CELL_WIDTH x CELL_HEIGHT (bilinear, along the line's slant),
 * shifted by (dx, dy) grid steps; the window is one pitch wide and 1.3 capitals high.
 */
export function sampleCell(
  image: TGreyImage,
  line: TMrzLineCells,
  index: number,
  dx = 0,
  dy = 0,
  out = new Float32Array(CELL_WIDTH * CELL_HEIGHT),
): Float32Array {
  const centre = line.centres[index] as { x: number; y: number; pitch: number };
  const stepX = centre.pitch / CELL_WIDTH;
  const stepY = (line.height * CELL_WINDOW_HEIGHT) / CELL_HEIGHT;
  const cos = 1 / Math.sqrt(1 + line.slope * line.slope);
  const sin = line.slope * cos;
  const { data, width, height } = image;
  const { x: centreX, y: centreY } = centre;
  const maxX = width - SAMPLE_EDGE;
  const maxY = height - SAMPLE_EDGE;
  for (let gy = 0; gy < CELL_HEIGHT; gy++) {
    const v = (gy - (CELL_HEIGHT - 1) / 2 + dy) * stepY;
    // The row's terms once per row: the same products, summed in the same order.
    const vSin = v * sin;
    const vCos = v * cos;
    for (let gx = 0; gx < CELL_WIDTH; gx++) {
      const u = (gx - (CELL_WIDTH - 1) / 2 + dx) * stepX;
      const x = Math.min(maxX, Math.max(0, centreX + u * cos - vSin));
      const y = Math.min(maxY, Math.max(0, centreY + u * sin + vCos));
      // Both are clamped to [0, size): truncation is their floor, and cheaper.
      const x0 = x | 0;
      const y0 = y | 0;
      const fx = x - x0;
      const fy = y - y0;
      const i = y0 * width + x0;
      const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx;
      const bottom = (data[i + width] as number) * (1 - fx) + (data[i + width + 1] as number) * fx;
      out[gy * CELL_WIDTH + gx] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/**
 * How far from the image's far edges a sample may fall at most (px): the bilinear read takes
 * the pixel after it too, which must exist, and a thousandth of a pixel keeps it inside.
 */
const SAMPLE_EDGE = 1.001;

/** Zero mean, unit length: what normalised cross-correlation compares. */
export function normalise(cell: Float32Array): Float32Array {
  let mean = 0;
  for (let i = 0; i < cell.length; i++) mean += cell[i] as number;
  mean /= cell.length;
  let norm = 0;
  for (let i = 0; i < cell.length; i++) {
    const value = (cell[i] as number) - mean;
    cell[i] = value;
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < cell.length; i++) cell[i] = (cell[i] as number) / norm;
  return cell;
}
