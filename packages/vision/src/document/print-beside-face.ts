import type { TGreyImage } from '../image.ts';
import { loadOpenCv } from '../opencv.ts';
import type { TFaceBox } from './portrait-frame.ts';

/** The print is looked for from PRINT_NEAR to PRINT_FAR face widths off the face's centre, either side ... */
const PRINT_NEAR = 0.8;
const PRINT_FAR = 3.2;
/** ... from PRINT_ABOVE face widths above the face's box to PRINT_BELOW below it. */
const PRINT_ABOVE = 0.6;
const PRINT_BELOW = 0.9;
/** Ink is darker than its surroundings by this share of the window's strongest print (99th percentile). */
const INK_SHARE = 0.33;
/**
 * A line of print is LINE_MIN_HEIGHT to LINE_MAX_HEIGHT face widths high, LINE_MIN_ASPECT
 * times as wide as high or more, and LINE_MIN_WIDTH face widths wide or more.
 */
const LINE_MIN_HEIGHT = 0.04;
const LINE_MAX_HEIGHT = 0.22;
const LINE_MIN_ASPECT = 2.5;
const LINE_MIN_WIDTH = 0.25;

/** A face this many pixels wide in the window the print is looked for in. */
const FACE_PX = 120;
/** Lines of print in a column beside the face that make it a document's portrait. */
const MIN_LINES = 4;

/**
 * Whether lines of print stand in a column beside a face, as a document's front prints the
 * holder's data next to the portrait (captions and values, a few per cent of the card high,
 * several lines one under another). A face in a room has no such column. Each side is
 * looked at from 0.8 to 3.2 face widths off the face's centre, from 0.6 face widths above
 * the face to 0.9 below it: dark print on a light ground (black-hat), its vertical strokes
 * (horizontal gradient) joined into words and lines; four lines or more of a print's size
 * (0.04–0.22 face widths high, at least a quarter of one wide) answer yes.
 */
export async function printBesideFace(frame: TGreyImage, face: TFaceBox): Promise<boolean> {
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(frame.height, frame.width, cv.CV_8UC1, frame.data);
  try {
    for (const side of [1, -1]) {
      const centre = face.x + face.width / 2;
      const near = centre + side * PRINT_NEAR * face.width;
      const far = centre + side * PRINT_FAR * face.width;
      const left = Math.max(0, Math.floor(Math.min(near, far)));
      const right = Math.min(frame.width, Math.ceil(Math.max(near, far)));
      const top = Math.max(0, Math.floor(face.y - PRINT_ABOVE * face.width));
      const bottom = Math.min(
        frame.height,
        Math.ceil(face.y + face.height + PRINT_BELOW * face.width),
      );
      if (right - left < face.width || bottom - top < face.width) continue;
      const window = source.roi(new cv.Rect(left, top, right - left, bottom - top));
      try {
        if (linesOfPrint(cv, window, FACE_PX / face.width) >= MIN_LINES) return true;
      } finally {
        window.delete();
      }
    }
    return false;
  } finally {
    source.delete();
  }
}

type TCv = Awaited<ReturnType<typeof loadOpenCv>>['cv'];

/** Distinct lines of print-sized blobs in a window scaled by `scale` (face -> FACE_PX). */
function linesOfPrint(cv: TCv, window: InstanceType<TCv['Mat']>, scale: number): number {
  const small = new cv.Mat();
  const work = new cv.Mat();
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  const hat = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(15, 7));
  const join = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, 1));
  try {
    cv.resize(window, small, new cv.Size(0, 0), scale, scale, cv.INTER_AREA);
    cv.morphologyEx(small, work, cv.MORPH_BLACKHAT, hat);
    // Ink: darker than its surroundings by a third of the window's strongest print (a fixed
    // share, not Otsu: a bold title would set the bar above the captions' thin strokes).
    cv.threshold(
      work,
      work,
      Math.max(16, INK_SHARE * percentile99(work.data)),
      255,
      cv.THRESH_BINARY,
    );
    cv.morphologyEx(work, work, cv.MORPH_CLOSE, join);
    cv.findContours(work, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    const rows: { y: number; height: number }[] = [];
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const box = cv.boundingRect(contour);
      contour.delete();
      const sized =
        box.height >= LINE_MIN_HEIGHT * FACE_PX && box.height <= LINE_MAX_HEIGHT * FACE_PX;
      if (
        !sized ||
        box.width < LINE_MIN_ASPECT * box.height ||
        box.width < LINE_MIN_WIDTH * FACE_PX
      ) {
        continue;
      }
      const y = box.y + box.height / 2;
      if (!rows.some((row) => Math.abs(row.y - y) < Math.max(row.height, box.height) / 2)) {
        rows.push({ y, height: box.height });
      }
    }
    return rows.length;
  } finally {
    for (const mat of [small, work, contours, hierarchy, hat, join]) mat.delete();
  }
}

/** The 99th percentile of 8-bit values. */
function percentile99(values: Uint8Array): number {
  const counts = new Uint32Array(256);
  for (const value of values) counts[value] = (counts[value] as number) + 1;
  let seen = 0;
  for (let value = 255; value >= 0; value--) {
    seen += counts[value] as number;
    if (seen >= values.length / 100) return value;
  }
  return 0;
}
