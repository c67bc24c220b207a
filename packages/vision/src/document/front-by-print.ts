import sharp from 'sharp';
import type { TGreyImage } from '../image.ts';
import { loadOpenCv, type TCv } from '../opencv.ts';
import type { TDocumentResult } from './analyse-document.ts';
import { insideQuad, type TPoint } from './find-document.ts';
import { frontConfidenceOf } from './front-evidence.ts';
import { back, levelCrop } from './locate-mrz.ts';
import { printClusters, type TPrintCluster } from './print-clusters.ts';
import { fieldsOf, recognizeLines, type TPrintedFields } from './read-printed.ts';

/** The grain smoothing's σ, as a share of the enlargement (px of the enlarged crop per zoom). */
const GRAIN_SIGMA = 0.6;

/** A card front told by its print: where it was read, how sure, and what it says. */
export interface TFrontByPrint {
  /** The read region's corners in the frame, clockwise from the top left. */
  corners: TPoint[];
  confidence: number;
  printed: TPrintedFields;
  /** The region read, level and flattened (greyscale). */
  straightened: TGreyImage;
}

/** Clusters with fewer lines than this are no document's printed zone. */
const MIN_LINES = 4;
/** Lines lower than this (px) are too small to read, or a pattern's hatching. */
const MIN_LINE_HEIGHT = 5;
/** At most this many clusters are read (the OCR is the cost: 100 to 700 ms each). */
const MAX_READS = 3;
/** The print is read at about this line height (px), enlarged up to MAX_ZOOM. */
const READ_LINE_HEIGHT = 30;
const MAX_ZOOM = 2.5;
/** The region read is made smaller past this many pixels. */
const MAX_PIXELS = 1_500_000;

/**
 * A card front whose outline and portrait were both lost (a light card on light paper, a
 * faded or screened portrait) still shows its print: the clusters of printed lines in the
 * frame are read, the largest of each ink threshold in turn (three at most), each cut out
 * level with a margin for the card around its print, its light evened out (divided by its
 * own background) and enlarged to a legible size, and the text OCR's lines are weighed as
 * a front's (frontEvidence: the card's title, captions, dates, names, and no MRZ or
 * address). Null when no cluster reads as a front.
 */
export async function frontByPrint(frame: TGreyImage): Promise<TFrontByPrint | null> {
  const [plain = [], faint = []] = (await printClusters(frame)).map((clusters) =>
    clusters.filter(
      (cluster) => cluster.lines.length >= MIN_LINES && cluster.lineHeight >= MIN_LINE_HEIGHT,
    ),
  );
  // The largest of each list in turn; a cluster inside a region already read is skipped
  // unless it holds more lines (the fainter ink found more of the same card's print).
  const candidates = [plain[0], faint[0], plain[1], faint[1]].filter(
    (cluster): cluster is TPrintCluster => cluster !== undefined,
  );
  const read: { corners: TPoint[]; lines: number }[] = [];
  for (const cluster of candidates) {
    if (read.length === MAX_READS) break;
    const centre = centreOf(cluster);
    const lines = cluster.lines.length;
    if (read.some((done) => insideQuad(centre, done.corners) && lines <= done.lines)) continue;
    const region = await levelRegion(frame, cluster);
    read.push({ corners: region.corners, lines });
    const png = await sharp(region.image.data, {
      raw: { width: region.image.width, height: region.image.height, channels: 1 },
    })
      .normalise({ lower: 1, upper: 99 })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const printed = fieldsOf(await recognizeLines(png), region.image.height);
    const confidence = frontConfidenceOf(printed.evidence);
    if (confidence > 0) {
      return { corners: region.corners, confidence, printed, straightened: region.image };
    }
  }
  return null;
}

const centreOf = ({ lines }: TPrintCluster): TPoint => ({
  x: lines.reduce((sum, line) => sum + line.centre.x, 0) / lines.length,
  y: lines.reduce((sum, line) => sum + line.centre.y, 0) / lines.length,
});

/**
 * The cluster's region cut out of the frame turned level, with room for the card around
 * its print (a third of the print's size and four lines more on each side), enlarged so
 * its lines are about READ_LINE_HEIGHT high, and flattened: divided by its background
 * (the print closed away and blurred), so uneven light and a tinted card read as white.
 */
async function levelRegion(
  frame: TGreyImage,
  cluster: TPrintCluster,
): Promise<{ image: TGreyImage; corners: TPoint[] }> {
  const { cv } = await loadOpenCv();
  const { lines, lineHeight, angle } = cluster;
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const centre = centreOf(cluster);
  // The lines' extent along and across the cluster's direction, from its centre.
  let [left, right, top, bottom] = [0, 0, 0, 0];
  for (const line of lines) {
    const dx = line.centre.x - centre.x;
    const dy = line.centre.y - centre.y;
    const along = dx * cos + dy * sin;
    const across = -dx * sin + dy * cos;
    left = Math.min(left, along - line.width / 2);
    right = Math.max(right, along + line.width / 2);
    top = Math.min(top, across - line.height / 2);
    bottom = Math.max(bottom, across + line.height / 2);
  }
  const spanX = right - left;
  const spanY = bottom - top;
  const [marginX, marginY] = [spanX / 3 + 4 * lineHeight, spanY / 3 + 4 * lineHeight];
  const middle = {
    x: centre.x + ((left + right) / 2) * cos - ((top + bottom) / 2) * sin,
    y: centre.y + ((left + right) / 2) * sin + ((top + bottom) / 2) * cos,
  };
  const [regionWidth, regionHeight] = [spanX + 2 * marginX, spanY + 2 * marginY];
  let zoom = Math.min(MAX_ZOOM, Math.max(1, READ_LINE_HEIGHT / lineHeight));
  zoom = Math.min(zoom, Math.max(1, Math.sqrt(MAX_PIXELS / (regionWidth * regionHeight))));
  const width = Math.round(regionWidth * zoom);
  const height = Math.round(regionHeight * zoom);
  const source = cv.matFromArray(frame.height, frame.width, cv.CV_8UC1, frame.data);
  const view = { centre: middle, angle, zoom, width, height, interpolation: cv.INTER_CUBIC };
  const { crop, matrix } = levelCrop(cv, source, view);
  try {
    flatten(cv, crop, lineHeight * zoom);
    // The sensor's grain, enlarged, reads as specks: smoothed at the enlargement's scale.
    cv.GaussianBlur(crop, crop, new cv.Size(0, 0), GRAIN_SIGMA * zoom);
    const corners = [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ].map((corner) => back(matrix, corner));
    return { image: { data: new Uint8Array(crop.data), width, height }, corners };
  } finally {
    source.delete();
    crop.delete();
  }
}

/** `image` divided by its background: the print closed away (3 line heights) and blurred. */
function flatten(cv: TCv, image: InstanceType<TCv['Mat']>, lineHeight: number) {
  const size = Math.round(lineHeight * 3) | 1;
  const background = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(size, size));
  try {
    cv.morphologyEx(image, background, cv.MORPH_CLOSE, kernel);
    cv.GaussianBlur(background, background, new cv.Size(size, size), 0);
    cv.divide(image, background, image, 255);
  } finally {
    background.delete();
    kernel.delete();
  }
}

/** A front told by its print as the engine's document: no MRZ, its print already read. */
export function documentOfPrint(found: TFrontByPrint, frontConfidence: number): TDocumentResult {
  return {
    kind: 'id-front',
    documenttype: 'anverso / front',
    confidence: found.confidence,
    outline: 0,
    detected: found.confidence >= frontConfidence,
    corners: found.corners,
    image: null,
    mrzImage: null,
    mrz: null,
    printed: found.printed,
    crossCheck: null,
    straightened: found.straightened,
    turned: false,
    addressAhead: null,
    candidates: [],
    ms: { find: 0, warp: 0, mrz: 0, text: 0 },
  };
}
