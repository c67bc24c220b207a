import type { TGreyImage } from '../image.ts';
import { loadOpenCv } from '../opencv.ts';
import type { TPoint } from './find-document.ts';

/** The window searched about the face, in face widths: WINDOW_ACROSS each side, WINDOW_DOWN above and below. */
const WINDOW_ACROSS = 1.3;
const WINDOW_DOWN = 1.6;
/**
 * A printed photograph is 1 to FRAME_MAX_WIDTH face widths across its short side, and its
 * long side FRAME_MIN_RATIO to FRAME_MAX_RATIO times its short one (upright, taller than wide).
 */
const FRAME_MAX_WIDTH = 2.2;
const FRAME_MIN_RATIO = 1.1;
const FRAME_MAX_RATIO = 1.6;

/** A face's box in frame pixels, as the face detector reports it. */
export interface TFaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The printed photograph around a face: an upright rectangle, taller than wide, whose
 * width is 1.0–2.2 times the face's. A document's portrait is printed as such a photograph
 * (its background and edge stand out from the card's print); a face in a room has no
 * frame hugging it. Seen when the card's own outline is lost (a card filling the frame, a
 * busy background touching its edges), it tells a front from a selfie.
 */
export async function findPortraitFrame(
  frame: TGreyImage,
  face: TFaceBox,
): Promise<{ corners: TPoint[]; fit: number } | null> {
  const { cv } = await loadOpenCv();
  // A window about the face: 1.3 face widths each side, 1.6 above and below.
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height / 2;
  const left = Math.max(0, Math.floor(cx - WINDOW_ACROSS * face.width));
  const top = Math.max(0, Math.floor(cy - WINDOW_DOWN * face.width));
  const right = Math.min(frame.width, Math.ceil(cx + WINDOW_ACROSS * face.width));
  const bottom = Math.min(frame.height, Math.ceil(cy + WINDOW_DOWN * face.width));
  if (right - left < 16 || bottom - top < 16) return null;
  // At about 80 px per face width: enough for the frame's edges, little for the print.
  const scale = Math.min(1, 80 / face.width);
  const source = cv.matFromArray(frame.height, frame.width, cv.CV_8UC1, frame.data);
  const window = source.roi(new cv.Rect(left, top, right - left, bottom - top));
  const small = new cv.Mat();
  const edges = new cv.Mat();
  const contours = new cv.MatVector();
  const closed = new cv.MatVector();
  const hierarchy = new cv.Mat();
  const kernel = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(3, 3));
  try {
    cv.resize(window, small, new cv.Size(0, 0), scale, scale, cv.INTER_AREA);
    cv.GaussianBlur(small, small, new cv.Size(3, 3), 0);
    cv.Canny(small, edges, 30, 90);
    const pixels = { data: new Uint8Array(edges.data), cols: edges.cols, rows: edges.rows };
    // The thin edges (a photograph whose border touches the print beside it stays apart),
    // then closed by a dilation (a border broken by glare or blur joins up).
    cv.findContours(edges, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    cv.dilate(edges, edges, kernel);
    cv.findContours(edges, closed, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    for (let i = 0; i < closed.size(); i++) {
      const contour = closed.get(i);
      contours.push_back(contour);
      contour.delete();
    }
    const centre = { x: (cx - left) * scale, y: (cy - top) * scale };
    const faceWidth = face.width * scale;
    let best: { corners: TPoint[]; fit: number } | null = null;
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const box = cv.minAreaRect(contour);
      contour.delete();
      const short = Math.min(box.size.width, box.size.height);
      const long = Math.max(box.size.width, box.size.height);
      if (
        short < faceWidth ||
        short > FRAME_MAX_WIDTH * faceWidth ||
        long / short < FRAME_MIN_RATIO
      ) {
        continue;
      }
      if (long / short > FRAME_MAX_RATIO) continue;
      const corners: TPoint[] = cv.RotatedRect.points(box).map(({ x, y }: TPoint) => ({ x, y }));
      if (!upright(corners) || !inside(centre, corners)) continue;
      const fit = borderCover(pixels, corners);
      if (fit >= MIN_BORDER_COVER && (!best || fit > best.fit)) best = { corners, fit };
    }
    if (!best) return null;
    return {
      fit: best.fit,
      corners: best.corners.map(({ x, y }) => ({ x: left + x / scale, y: top + y / scale })),
    };
  } finally {
    for (const mat of [source, window, small, edges, contours, closed, hierarchy, kernel])
      mat.delete();
  }
}

/** Share of a frame's border that must lie on edges: a printed photograph's four sides. */
const MIN_BORDER_COVER = 0.8;

/** The share of points along the rectangle's four sides that fall on an edge pixel. */
function borderCover(edges: { data: Uint8Array; cols: number; rows: number }, corners: TPoint[]) {
  let on = 0;
  let all = 0;
  for (let side = 0; side < 4; side++) {
    const a = corners[side] as TPoint;
    const b = corners[(side + 1) % 4] as TPoint;
    const steps = Math.max(1, Math.round(Math.hypot(b.x - a.x, b.y - a.y) / 2));
    for (let k = 0; k <= steps; k++) {
      const x = Math.round(a.x + ((b.x - a.x) * k) / steps);
      const y = Math.round(a.y + ((b.y - a.y) * k) / steps);
      all++;
      if (nearEdge(edges, x, y)) on++;
    }
  }
  return all ? on / all : 0;
}

/** An edge pixel within 2 px of (x, y): the rectangle is fitted around the edge's band. */
function nearEdge(edges: { data: Uint8Array; cols: number; rows: number }, x: number, y: number) {
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      const [u, v] = [x + dx, y + dy];
      if (u >= 0 && v >= 0 && u < edges.cols && v < edges.rows && edges.data[v * edges.cols + u]) {
        return true;
      }
    }
  }
  return false;
}

/** Its long sides run within 30° of the vertical (a photograph printed upright). */
function upright(corners: TPoint[]): boolean {
  const [a, b, c] = corners as [TPoint, TPoint, TPoint];
  const one = { x: b.x - a.x, y: b.y - a.y };
  const two = { x: c.x - b.x, y: c.y - b.y };
  const long = Math.hypot(one.x, one.y) >= Math.hypot(two.x, two.y) ? one : two;
  return Math.abs(long.x) < Math.abs(long.y) * Math.tan(Math.PI / 6);
}

/** Whether a point lies inside a convex quadrilateral (any winding). */
function inside(point: TPoint, corners: TPoint[]): boolean {
  let sign = 0;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i] as TPoint;
    const b = corners[(i + 1) % corners.length] as TPoint;
    const cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
    if (cross !== 0) {
      if (sign && Math.sign(cross) !== sign) return false;
      sign = Math.sign(cross);
    }
  }
  return true;
}
