import type { TGreyImage } from '../image.ts';
import { loadOpenCv, type TCv } from '../opencv.ts';

/** A contour covering less than this share of the frame is no document, nor one over DOC_MAX_AREA (the frame's own edge). */
const DOC_MIN_AREA = 0.08;
const DOC_MAX_AREA = 0.97;
/** The polygon's tolerance, as a share of the contour's perimeter (approxPolyDP). */
const POLYGON_TOLERANCE = 0.02;
/** A contour that is no convex quadrilateral fits at most this (its rotated box stands for it). */
const BOX_FIT = 0.8;
/**
 * The shape score: 1 at SHAPE_ASPECT (between a passport page's 1.42 and a card's 1.59),
 * falling to 0 at SHAPE_MIN_ASPECT (or as far above), allowing for perspective.
 */
const SHAPE_ASPECT = 1.5;
const SHAPE_MIN_ASPECT = 1.15;
/** An outline's confidence: its fit, times SHAPE_BASE plus SHAPE_WEIGHT of its shape score. */
const SHAPE_BASE = 0.5;
const SHAPE_WEIGHT = 0.5;

export interface TPoint {
  x: number;
  y: number;
}

/** ID-1 cards are 85.6 x 54 mm (1.585); passport data pages 125 x 88 mm (1.420). */
export const CARD_ASPECT = 85.6 / 54;
export const PASSPORT_ASPECT = 125 / 88;

export interface TDocumentQuad {
  /** Corners in source pixels, clockwise from the top left of the document. */
  corners: TPoint[];
  /** Width over height of the straightened document. */
  aspect: number;
  /** Share of the frame the document covers. */
  area: number;
  /** 0..1: how well the outline fits a quadrilateral of a document's proportions. */
  confidence: number;
}

const FIND_WIDTH = 640;

/**
 * Finds the largest document-shaped quadrilateral in a greyscale frame: edges (Canny) at
 * 640 px wide, closed by dilation, outer contours simplified to four corners. A
 * contour that does not simplify to four points is approximated by its rotated bounding
 * rectangle, at a lower confidence.
 */
export async function findDocument(image: TGreyImage): Promise<TDocumentQuad | null> {
  return (await findDocuments(image, 1))[0] ?? null;
}

/**
 * The `count` likeliest document outlines, best first: from edges (Canny) and, for a
 * light card on a busy background whose shapes touch its edges, from the light regions
 * (Otsu threshold, eroded to cut the touching shapes off).
 */
export async function findDocuments(image: TGreyImage, count: number): Promise<TDocumentQuad[]> {
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(image.height, image.width, cv.CV_8UC1, image.data);
  const small = new cv.Mat();
  const scale = Math.max(1, image.width / FIND_WIDTH);
  try {
    cv.resize(
      source,
      small,
      new cv.Size(Math.round(image.width / scale), Math.round(image.height / scale)),
      0,
      0,
      cv.INTER_AREA,
    );
    return quadCandidates(cv, small)
      .slice(0, count)
      .map((found) => ({
        ...found,
        corners: found.corners.map(({ x, y }) => ({ x: x * scale, y: y * scale })),
      }));
  } finally {
    source.delete();
    small.delete();
  }
}

function quadCandidates(cv: TCv, grey: InstanceType<TCv['Mat']>): TDocumentQuad[] {
  const blurred = new cv.Mat();
  const edges = new cv.Mat();
  const light = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(5, 5));
  const cut = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, 9));
  try {
    cv.GaussianBlur(grey, blurred, new cv.Size(5, 5), 0);
    cv.Canny(blurred, edges, 30, 90);
    cv.dilate(edges, edges, kernel);
    cv.threshold(blurred, light, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    cv.erode(light, light, cut);
    const frameArea = grey.cols * grey.rows;
    const found = [...contourQuads(cv, edges, frameArea), ...contourQuads(cv, light, frameArea, 1)];
    return found.sort((a, b) => score(b) - score(a));
  } finally {
    for (const mat of [blurred, edges, light, kernel, cut]) mat.delete();
  }
}

/** Document-shaped outlines of the contours of a binary image (`grow`: undo an erosion). */
function contourQuads(cv: TCv, binary: InstanceType<TCv['Mat']>, frameArea: number, grow = 0) {
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  const found: TDocumentQuad[] = [];
  try {
    cv.findContours(binary, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const candidate = quadOf(cv, contour, frameArea);
      contour.delete();
      if (candidate)
        found.push(
          grow ? { ...candidate, corners: expand(candidate.corners, grow * 4) } : candidate,
        );
    }
    return found;
  } finally {
    contours.delete();
    hierarchy.delete();
  }
}

/** Corners moved `by` px away from their centre (an eroded outline grown back). */
function expand(corners: TPoint[], by: number): TPoint[] {
  const cx = corners.reduce((sum, p) => sum + p.x, 0) / corners.length;
  const cy = corners.reduce((sum, p) => sum + p.y, 0) / corners.length;
  return corners.map(({ x, y }) => {
    const length = Math.hypot(x - cx, y - cy) || 1;
    return { x: x + ((x - cx) / length) * by, y: y + ((y - cy) / length) * by };
  });
}

const score = (quad: TDocumentQuad) => quad.area * quad.confidence;

function quadOf(cv: TCv, contour: InstanceType<TCv['Mat']>, frameArea: number) {
  const area = cv.contourArea(contour);
  if (area < frameArea * DOC_MIN_AREA || area > frameArea * DOC_MAX_AREA) return null;
  const perimeter = cv.arcLength(contour, true);
  const approx = new cv.Mat();
  try {
    cv.approxPolyDP(contour, approx, POLYGON_TOLERANCE * perimeter, true);
    let corners: TPoint[];
    let fit: number;
    if (approx.rows === 4 && cv.isContourConvex(approx)) {
      corners = Array.from({ length: 4 }, (_, i) => ({
        x: approx.data32S[i * 2] as number,
        y: approx.data32S[i * 2 + 1] as number,
      }));
      fit = 1;
    } else {
      const box = cv.minAreaRect(contour);
      corners = cv.RotatedRect.points(box).map(({ x, y }: TPoint) => ({ x, y }));
      fit = Math.min(1, area / (box.size.width * box.size.height)) * BOX_FIT;
    }
    const ordered = orderCorners(corners);
    const aspect = aspectOf(ordered);
    // Documents are 1.42 (passport) to 1.59 (card) wide; allow for perspective.
    const shape = Math.max(
      0,
      1 - Math.abs(Math.log(aspect / SHAPE_ASPECT)) / Math.log(SHAPE_ASPECT / SHAPE_MIN_ASPECT),
    );
    if (shape <= 0) return null;
    return {
      corners: ordered,
      aspect,
      area: area / frameArea,
      confidence: round(fit * (SHAPE_BASE + SHAPE_WEIGHT * shape)),
    };
  } finally {
    approx.delete();
  }
}

/** Clockwise from the top left, with the long side on top (a portrait card is turned). */
export function orderCorners(points: TPoint[]): TPoint[] {
  const centre = {
    x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
    y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
  };
  const sorted = [...points].sort(
    (a, b) =>
      Math.atan2(a.y - centre.y, a.x - centre.x) - Math.atan2(b.y - centre.y, b.x - centre.x),
  );
  // atan2 order starts at the left (-pi): rotate so the top-left-most point comes first.
  let start = 0;
  for (let i = 1; i < sorted.length; i++) {
    const p = sorted[i] as TPoint;
    const s = sorted[start] as TPoint;
    if (p.x + p.y < s.x + s.y) start = i;
  }
  const ordered = [...sorted.slice(start), ...sorted.slice(0, start)];
  const [a, b, , d] = ordered as [TPoint, TPoint, TPoint, TPoint];
  return distance(a, b) >= distance(a, d)
    ? ordered
    : ([ordered[3], ordered[0], ordered[1], ordered[2]] as TPoint[]);
}

export function aspectOf(corners: TPoint[]): number {
  const [tl, tr, br, bl] = corners as [TPoint, TPoint, TPoint, TPoint];
  const width = (distance(tl, tr) + distance(bl, br)) / 2;
  const height = (distance(tl, bl) + distance(tr, br)) / 2;
  return height ? width / height : 0;
}

const distance = (a: TPoint, b: TPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/** Whether `point` lies inside the convex quadrilateral `corners` (clockwise, y down). */
export function insideQuad(point: TPoint, corners: TPoint[]): boolean {
  return corners.every((a, i) => {
    const b = corners[(i + 1) % corners.length] as TPoint;
    return (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x) >= 0;
  });
}
const round = (value: number) => Number(value.toFixed(3));

type TMat = InstanceType<TCv['Mat']>;

/** `source` warped so that `corners` land on a `width` x `height` rectangle (caller deletes). */
export function warpQuad(
  cv: TCv,
  source: TMat,
  corners: TPoint[],
  size: { width: number; height: number },
  interpolation: number,
): TMat {
  const { width, height } = size;
  const from = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    corners.flatMap(({ x, y }) => [x, y]),
  );
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, width, 0, width, height, 0, height]);
  const transform = cv.getPerspectiveTransform(from, to);
  const warped = new cv.Mat();
  try {
    cv.warpPerspective(source, warped, transform, new cv.Size(width, height), interpolation);
    return warped;
  } finally {
    for (const mat of [from, to, transform]) mat.delete();
  }
}

/** The document straightened to `width` px (height from `aspect`). */
export async function warpDocument(
  image: TGreyImage,
  corners: TPoint[],
  width: number,
  aspect: number,
): Promise<TGreyImage> {
  const { cv } = await loadOpenCv();
  const height = Math.round(width / aspect);
  const source = cv.matFromArray(image.height, image.width, cv.CV_8UC1, image.data);
  const warped = warpQuad(cv, source, corners, { width, height }, cv.INTER_LINEAR);
  source.delete();
  try {
    return { data: new Uint8Array(warped.data), width, height };
  } finally {
    warped.delete();
  }
}
