import type { TGreyImage } from '../image.ts';
import { loadOpenCv, type TCv } from '../opencv.ts';
import type { TPoint } from './find-document.ts';

/** A line of print is this many px high at least (at 640 px wide); lower is a speck. */
const LINE_MIN_HEIGHT = 1.5;
/** Text leaves gaps between its strokes: a box inked over this share is a ruled bar or a shadow's edge. */
const MAX_INKED = 0.85;

const CLUSTER_WIDTH = 640;
/** The black-hat level from which a pixel is ink in the second list (of 255). */
const FAINT_INK = 25;

type TMat = InstanceType<TCv['Mat']>;

/** A line of print (a word or a run of words), in full-frame pixels. */
export interface TPrintLine {
  centre: TPoint;
  width: number;
  height: number;
  /** Degrees, the line's long side from the horizontal (-90..90). */
  angle: number;
}

/** Lines of print close enough to one another to be one document's printed zone. */
export interface TPrintCluster {
  lines: TPrintLine[];
  /** The median line height, full-frame pixels. */
  lineHeight: number;
  /** The median line angle, degrees. */
  angle: number;
}

/**
 * The clusters of printed lines in a frame, most lines first: what is left of a document
 * whose outline and portrait were both lost (a light card on light paper, a faded print).
 * At 640 px wide, a black-hat filter brings out dark print on a light ground and a
 * horizontal closing joins a word's glyphs; what is shaped like a line of text (2 to 12 px
 * high, 2 to 40 times as wide, within 25° of level, and not solid: a ruled bar or a
 * shadow fills its box) is kept. Lines closer than six line heights across or four down
 * are one cluster. Two lists: the ink thresholded by Otsu's method, then at FAINT_INK (a
 * busy background's strong edges raise Otsu's threshold over a small card's faint print).
 * About 10 ms on a 1280x720 frame.
 */
export async function printClusters(frame: TGreyImage): Promise<TPrintCluster[][]> {
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(frame.height, frame.width, cv.CV_8UC1, frame.data);
  const small = new cv.Mat();
  const hat = new cv.Mat();
  const ink = new cv.Mat();
  const joined = new cv.Mat();
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  const glyph = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, 9));
  const word = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(7, 1));
  try {
    const scale = Math.max(1, frame.width / CLUSTER_WIDTH);
    const size = new cv.Size(Math.round(frame.width / scale), Math.round(frame.height / scale));
    cv.resize(source, small, size, 0, 0, cv.INTER_AREA);
    cv.morphologyEx(small, hat, cv.MORPH_BLACKHAT, glyph);
    return [false, true].map((faint) => {
      if (faint) cv.threshold(hat, ink, FAINT_INK, 255, cv.THRESH_BINARY);
      else cv.threshold(hat, ink, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
      cv.morphologyEx(ink, joined, cv.MORPH_CLOSE, word);
      cv.findContours(joined, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
      const lines: TPrintLine[] = [];
      for (let i = 0; i < contours.size(); i++) {
        const contour = contours.get(i);
        const line = lineOf(cv, contour, ink, scale);
        contour.delete();
        if (line) lines.push(line);
      }
      return clustered(lines);
    });
  } finally {
    for (const mat of [source, small, hat, ink, joined, contours, hierarchy, glyph, word]) {
      mat.delete();
    }
  }
}

/** A contour as a line of print, or null when it is not shaped like one. */
function lineOf(cv: TCv, contour: TMat, ink: TMat, scale: number): TPrintLine | null {
  const box = cv.minAreaRect(contour);
  const turned = box.size.height > box.size.width;
  const width = turned ? box.size.height : box.size.width;
  const height = turned ? box.size.width : box.size.height;
  const raw = turned ? box.angle - 90 : box.angle;
  const level = ((raw % 180) + 180) % 180;
  const angle = level > 90 ? level - 180 : level;
  // A line of text is 2 to 40 times as wide as high (a longer streak is wood grain, a fold).
  if (height < LINE_MIN_HEIGHT || height > 12 || width < 2 * height || width > 40 * height)
    return null;
  if (Math.abs(angle) > 25) return null;
  // Text leaves gaps between its strokes; a ruled bar or a shadow's edge fills its box.
  const rect = cv.boundingRect(contour);
  let inked = 0;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) if (ink.ucharAt(y, x)) inked++;
  }
  if (inked > MAX_INKED * width * height) return null;
  return {
    centre: { x: box.center.x * scale, y: box.center.y * scale },
    width: width * scale,
    height: height * scale,
    angle,
  };
}

/** Single-linkage clusters of lines, most lines first. */
function clustered(lines: TPrintLine[]): TPrintCluster[] {
  const parent = lines.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] as number;
    return i;
  };
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) {
      const a = lines[i] as TPrintLine;
      const b = lines[j] as TPrintLine;
      const height = Math.max(a.height, b.height);
      const across = Math.abs(a.centre.x - b.centre.x) - (a.width + b.width) / 2;
      const down = Math.abs(a.centre.y - b.centre.y) - (a.height + b.height) / 2;
      if (across < 6 * height && down < 4 * height) parent[root(i)] = root(j);
    }
  }
  const groups = new Map<number, TPrintLine[]>();
  lines.forEach((line, i) => {
    const key = root(i);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  });
  return [...groups.values()]
    .map((group) => ({
      lines: group,
      lineHeight: median(group.map((line) => line.height)),
      angle: median(group.map((line) => line.angle)),
    }))
    .sort((a, b) => b.lines.length - a.lines.length);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
