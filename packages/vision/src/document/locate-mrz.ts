import type { TGreyImage } from '../image.ts';
import type { TMrzShape } from '../mrz/segment-mrz.ts';
import { loadOpenCv, type TCv } from '../opencv.ts';
import type { TDocumentQuad, TPoint } from './find-document.ts';
import { outlineFromMrz, type TMrzLineEnds } from './mrz-anchor.ts';

/** Two regions are one when their widths differ by under this share (and their heights by a third). */
const SAME_REGION_WIDTH = 0.2;
/**
 * Two regions one above the other are joined (an MRZ a wide gap split) when their centres
 * lie within JOIN_OFFSET of the wider's width across, the narrower is JOIN_MIN_WIDTH of
 * the wider's width or more, and at most JOIN_MAX_GAP of the lower height of paper lies
 * between them.
 */
const JOIN_OFFSET = 0.25;
const JOIN_MIN_WIDTH = 0.8;
const JOIN_MAX_GAP = 1.5;
/**
 * A region is cut this many times its width (NEAR_CUT); when that holds no grid or only a
 * TD2's, WIDE_CUT (a page's faint last fillers or glare leave an end out of the region).
 */
const NEAR_CUT = 1.12;
const WIDE_CUT = 1.5;
/** From a TD2 grid's end, a TD3's centre lies this many pitches along the line (half its 44 cells, less half a cell). */
const TD3_CENTRE_REACH = 21.5;
/** A cut is this many times the region's height, unless told otherwise. */
const CUT_HEIGHT = 1.8;
/**
 * A cut is enlarged (1 to 3 times) so that the region's height becomes CUT_LINE_PX ×
 * CUT_LINES px: about CUT_LINE_PX px a glyph for a region CUT_LINES glyphs high.
 */
const CUT_LINE_PX = 24;
const CUT_LINES = 3.5;

const LOCATE_WIDTH = 640;

type TMat = InstanceType<TCv['Mat']>;

/**
 * Document outlines inferred from the MRZs found anywhere in a frame, best first: for a
 * document whose edges are lost (shapes of a busy background touching them, a card
 * filling the frame) or hidden behind a confident wrong outline. An MRZ is two or three
 * lines of dark glyphs at one pitch: a black-hat filter brings out dark print on a light
 * ground, the horizontal gradient keeps the glyphs' strokes, and closing them joins each
 * block of lines into one wide region (at 640 px wide). Each region wide enough is cut out
 * of the full frame, turned level and read for an MRZ grid (segmentMrz through
 * outlineFromMrz); the grid's pitch and direction give the document's outline.
 */
export async function outlinesFromMrzRegions(
  frame: TGreyImage,
  max = 2,
): Promise<TAnchoredOutline[]> {
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(frame.height, frame.width, cv.CV_8UC1, frame.data);
  try {
    const dark = darkPrint(cv, source);
    try {
      return anchoredOutlines(cv, source, dark, max);
    } finally {
      freeDarkPrint(dark);
    }
  } finally {
    source.delete();
  }
}

/** The outlines the MRZ regions of `dark` (the frame's print) anchor: see outlinesFromMrzRegions. */
function anchoredOutlines(
  cv: TCv,
  source: TMat,
  dark: TDarkPrint,
  max: number,
): TAnchoredOutline[] {
  const tried: TRegion[] = [];
  const outlinesIn = (regions: TRegion[]) => {
    const fresh = regions.filter((region) => !tried.some((done) => sameRegion(region, done)));
    const cut = fresh.slice(0, max);
    tried.push(...cut);
    return cut.flatMap((region, i) => outlinesInRegion(cv, source, region, i === 0));
  };
  // The print's gradient, then, when no region holds a grid, its shaded gradient: a
  // shadow's edge or a lamp's light across the MRZ may leave its print in the dark too
  // faint beside the print in the light (a card back half in a shadow: only the lit half's
  // glyphs made a region). The print's darkness
  // is then taken against the light around it, and only the regions across uneven
  // light that were not cut already are cut.
  for (const shaded of [false, true]) {
    const print = printGradient(cv, dark, shaded);
    try {
      // Closed 9 px across, a block of lines makes one region. None found: the MRZ's
      // block may have merged with the print just above it (a barcode, a line of text)
      // into a block not wide enough. Its lines, closed along only and joined again one
      // above the other (stacked), are each wide enough.
      for (const across of [9, 1]) {
        const outlines = outlinesIn(regionsOf(cv, print, across));
        if (outlines.length > 0) return outlines;
      }
    } finally {
      print.gradient.delete();
      print.light?.delete();
    }
  }
  return [];
}

/** An outline an MRZ anchors; `validOnly`: a guess worth only a read that holds. */
export type TAnchoredOutline = TDocumentQuad & { validOnly?: boolean };

export interface TRegion {
  centre: TPoint;
  width: number;
  height: number;
  /** Degrees, the region's long side from the horizontal. */
  angle: number;
}

/**
 * Two regions about the same: centres within a region's height, widths within a fifth,
 * heights within a third (a block of lines is not the one line it holds).
 */
function sameRegion(a: TRegion, b: TRegion): boolean {
  const within = (x: number, y: number, share: number) => Math.abs(x - y) < share * Math.max(x, y);
  const apart = Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y);
  return (
    apart < Math.max(a.height, b.height) &&
    within(a.width, b.width, SAME_REGION_WIDTH) &&
    within(a.height, b.height, 1 / 3)
  );
}

/** A region this many times as wide as high or more is a single line of print. */
const ONE_LINE = 20;

/** The blur (σ, px at 640 px wide) that takes a frame's print out of its light (`shaded`). */
const LIGHT_SIGMA = 16;

/** A frame's dark print at 640 px wide (`hat`), the frame so scaled (`small`). */
interface TDarkPrint {
  small: TMat;
  hat: TMat;
  /** Frame pixels per pixel of `small`, and the frame's width. */
  scale: number;
  cols: number;
}

/**
 * The frame at 640 px wide and its dark print on a light ground (a black-hat filter):
 * made once for every pass over the frame. The caller deletes both mats (freeDarkPrint).
 */
function darkPrint(cv: TCv, source: TMat): TDarkPrint {
  const scale = Math.max(1, source.cols / LOCATE_WIDTH);
  const small = new cv.Mat();
  const hat = new cv.Mat();
  const glyph = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(13, 5));
  try {
    const size = new cv.Size(Math.round(source.cols / scale), Math.round(source.rows / scale));
    cv.resize(source, small, size, 0, 0, cv.INTER_AREA);
    cv.GaussianBlur(small, small, new cv.Size(3, 3), 0);
    cv.morphologyEx(small, hat, cv.MORPH_BLACKHAT, glyph);
    return { small, hat, scale, cols: source.cols };
  } catch (error) {
    small.delete();
    hat.delete();
    throw error;
  } finally {
    glyph.delete();
  }
}

const freeDarkPrint = (dark: TDarkPrint) => {
  dark.small.delete();
  dark.hat.delete();
};

/**
 * The horizontal gradient of the dark print (it keeps the glyphs' strokes), normalised to
 * 0..255; `shaded`: the print's darkness taken as a share of the light around it (the
 * frame blurred by LIGHT_SIGMA), so print in a shadow counts as much as print in the
 * light, and that light. The caller deletes both.
 */
function printGradient(
  cv: TCv,
  dark: TDarkPrint,
  shaded: boolean,
): { gradient: TMat; light: TMat | null; scale: number; cols: number } {
  const gradient = new cv.Mat();
  const hat = shaded ? dark.hat.clone() : dark.hat;
  let light: TMat | null = null;
  try {
    if (shaded) light = relativeToLight(cv, dark.small, hat);
    cv.Sobel(hat, gradient, cv.CV_32F, 1, 0, 3);
    cv.convertScaleAbs(gradient, gradient);
    cv.normalize(gradient, gradient, 0, 255, cv.NORM_MINMAX);
    return { gradient, light, scale: dark.scale, cols: dark.cols };
  } catch (error) {
    gradient.delete();
    light?.delete();
    throw error;
  } finally {
    if (shaded) hat.delete();
  }
}

/**
 * Wide blocks of dark print, widest first, in full-frame pixels: the print's gradient
 * (printGradient) closed `across` px high (9: the lines of a block join, and the block is
 * eroded back; 1: each line stays alone, not eroded, for it may be a few pixels high).
 * Of a shaded gradient, only the blocks along which its light changes (lightAlong): the
 * others the plain gradient showed alike.
 */
function regionsOf(
  cv: TCv,
  print: { gradient: TMat; light: TMat | null; scale: number; cols: number },
  across: number,
): TRegion[] {
  const { scale, light } = print;
  const closed = new cv.Mat();
  const contours = new cv.MatVector();
  const hierarchy = new cv.Mat();
  const line = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(11, Math.min(3, across)));
  const block = cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(9, across));
  try {
    cv.morphologyEx(print.gradient, closed, cv.MORPH_CLOSE, line);
    cv.threshold(closed, closed, 0, 255, cv.THRESH_BINARY + cv.THRESH_OTSU);
    cv.morphologyEx(closed, closed, cv.MORPH_CLOSE, block);
    if (across > 1) cv.erode(closed, closed, new cv.Mat(), new cv.Point(-1, -1), 2);
    cv.findContours(closed, contours, hierarchy, cv.RETR_EXTERNAL, cv.CHAIN_APPROX_SIMPLE);
    const regions: TRegion[] = [];
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const box = cv.minAreaRect(contour);
      contour.delete();
      const turned = box.size.height > box.size.width;
      const width = (turned ? box.size.height : box.size.width) * scale;
      const height = (turned ? box.size.width : box.size.height) * scale;
      const angle = turned ? box.angle - 90 : box.angle;
      const level = ((angle % 180) + 180) % 180;
      // Wide (an MRZ block is 7 to 15 times as wide as high), level within 20°, and at
      // least a sixth of the frame wide (a card at 35 % of the frame: its MRZ is 31 %).
      if (width < height * 4 || width < print.cols / 6) continue;
      if (level > 20 && level < 160) continue;
      regions.push({
        centre: { x: box.center.x * scale, y: box.center.y * scale },
        width,
        height,
        angle: level > 90 ? level - 180 : level,
      });
    }
    const found = stacked(regions).sort((a, b) => b.width - a.width);
    return light ? found.filter((region) => lightAlong(light, region, scale)) : found;
  } finally {
    for (const mat of [closed, contours, hierarchy, line, block]) mat.delete();
  }
}

/** The light changes along a region by this ratio or more: the shaded pass reads it. */
const UNEVEN_LIGHT = 1.25;

/** Whether the light (`light`, at 1/`scale`) varies along the region by UNEVEN_LIGHT. */
function lightAlong(light: TMat, region: TRegion, scale: number): boolean {
  const turn = (region.angle * Math.PI) / 180;
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  for (let k = -3; k <= 3; k++) {
    const along = (k / 6) * region.width;
    const x = Math.round((region.centre.x + along * Math.cos(turn)) / scale);
    const y = Math.round((region.centre.y + along * Math.sin(turn)) / scale);
    const value = light.floatAt(
      Math.min(light.rows - 1, Math.max(0, y)),
      Math.min(light.cols - 1, Math.max(0, x)),
    );
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  return high >= UNEVEN_LIGHT * low;
}

/**
 * `hat` (the print's darkness in `small`) divided by the light around it, in place; the
 * light (32-bit float), which the caller deletes.
 */
function relativeToLight(cv: TCv, small: TMat, hat: TMat): TMat {
  const light = new cv.Mat();
  const print = new cv.Mat();
  try {
    // Blurred an eighth of the size (the light is smooth; a full-size blur this wide costs
    // some 50 ms), then brought back to the size of `small`.
    const size = new cv.Size(Math.ceil(small.cols / 8), Math.ceil(small.rows / 8));
    cv.resize(small, light, size, 0, 0, cv.INTER_AREA);
    cv.GaussianBlur(light, light, new cv.Size(0, 0), LIGHT_SIGMA / 8);
    cv.resize(light, light, new cv.Size(small.cols, small.rows), 0, 0, cv.INTER_LINEAR);
    // A few grey levels added: the darkest corners of a frame do not blow up its noise.
    light.convertTo(light, cv.CV_32F, 1, 8);
    hat.convertTo(print, cv.CV_32F);
    cv.divide(print, light, print, 128);
    print.convertTo(hat, cv.CV_8U);
    return light;
  } catch (error) {
    light.delete();
    throw error;
  } finally {
    print.delete();
  }
}

/**
 * Regions one above the other (as level, as wide, at most a line and a half of paper
 * between them) joined into one: an MRZ's lines split between two regions (a wide gap
 * between two of its lines) are read as one block.
 */
export function stacked(regions: TRegion[]): TRegion[] {
  const joined = [...regions];
  for (let i = 0; i < joined.length; i++) {
    for (let j = i + 1; j < joined.length; j++) {
      const a = joined[i] as TRegion;
      const b = joined[j] as TRegion;
      if (Math.abs(a.angle - b.angle) > 3) continue;
      if (Math.abs(a.centre.x - b.centre.x) > JOIN_OFFSET * Math.max(a.width, b.width)) continue;
      if (Math.min(a.width, b.width) < JOIN_MIN_WIDTH * Math.max(a.width, b.width)) continue;
      const [upper, lower] = a.centre.y < b.centre.y ? [a, b] : [b, a];
      const gap = lower.centre.y - lower.height / 2 - (upper.centre.y + upper.height / 2);
      if (gap < 0 || gap > JOIN_MAX_GAP * Math.min(a.height, b.height)) continue;
      const top = upper.centre.y - upper.height / 2;
      const bottom = lower.centre.y + lower.height / 2;
      joined[i] = {
        centre: { x: (a.centre.x + b.centre.x) / 2, y: (top + bottom) / 2 },
        width: Math.max(a.width, b.width),
        height: bottom - top,
        angle: (a.angle + b.angle) / 2,
      };
      joined.splice(j, 1);
      j = i;
    }
  }
  return joined;
}

/**
 * The document outlines an MRZ grid in the region gives (one, or a TD2's and a guessed
 * page's), cut a little wider than the region, or half as wide again when that holds no
 * grid: glare over one end of an MRZ leaves that end out of its region (cut that wide at
 * once, other regions take in the print beside them and lose their grid).
 */
function outlinesInRegion(
  cv: TCv,
  source: TMat,
  region: TRegion,
  /** Whether it is the widest region (only that one is cut taller: see below). */
  widest: boolean,
): TAnchoredOutline[] {
  const near = cutOutline(cv, source, region, NEAR_CUT);
  if (near && near.shape !== 'TD2') return [near.outline];
  // A TD2's 36 cells may be a passport page's 44 whose last ones, faint fillers, the
  // region left out: a wider cut that holds a TD3 grid is the page's.
  const wide = cutOutline(cv, source, region, WIDE_CUT);
  if (wide && wide.shape !== 'TD2' && (!near || wide.shape === 'TD3')) return [wide.outline];
  const td2 = near ?? wide;
  if (!td2) {
    // No grid: the region may hold only some of the MRZ's lines (a card back filling the
    // frame under a lamp's light: its third line broke
    // into pieces of its own, left out of the first two lines' region). Cut three times as
    // high, the region takes in the lines below and above it. Only the widest region,
    // and one a third of the frame wide or more (such an MRZ's lines are long): on a
    // card's front, whose print holds no grid, each cut costs some 20 ms. A region that
    // is one line (over 20 times as wide as high: a glare spot split the lines below it
    // into pieces of their own) is
    // cut nine times as high, taking in two lines below it and two above.
    if (!widest || region.width < source.cols / 3) return [];
    const lines = region.width > ONE_LINE * region.height ? 9 : 3;
    const tall = cutOutline(cv, source, region, NEAR_CUT, lines);
    return tall ? [tall.outline] : [];
  }
  // The region may lie off a page's MRZ centre (its faint fillers at one end left out): a TD3's length cut from the TD2 grid's
  // first cell on, or back from its last. A TD2 document's own lines, so lengthened, take
  // in what lies beyond its edge, which may make a grid too: that outline comes second,
  // and only a valid read there counts.
  for (const from of ['first', 'end'] as const) {
    const page = cutOutline(cv, source, td3Along(td2.line, from, region), 1);
    if (page?.shape === 'TD3') return [td2.outline, { ...page.outline, validOnly: true }];
  }
  return [td2.outline];
}

/**
 * The region a TD3 line would fill were `line`'s first (or last) cell its own: 44 cells
 * and two to spare at each end, in the frame's pixels, as high as `region`.
 */
function td3Along(line: TMrzLineEnds, from: 'first' | 'end', region: TRegion): TRegion {
  const { first, end, pitch } = line;
  const length = Math.hypot(end.x - first.x, end.y - first.y);
  const along = { x: (end.x - first.x) / length, y: (end.y - first.y) / length };
  const [anchor, sign] = from === 'first' ? [first, 1] : [end, -1];
  const reach = TD3_CENTRE_REACH * pitch * sign;
  return {
    centre: { x: anchor.x + along.x * reach, y: anchor.y + along.y * reach },
    width: 48 * pitch,
    height: region.height,
    angle: region.angle,
  };
}

/**
 * The region cut out level, `widen` times as wide and `tall` times as high, at about
 * 24 px per glyph height (a block of two or three lines is about 3.5 glyph heights high),
 * read for an MRZ grid; the outline found there is taken back into the frame's pixels.
 */
function cutOutline(
  cv: TCv,
  source: TMat,
  region: TRegion,
  widen: number,
  /** How many times the region's height the cut is. */
  tall = CUT_HEIGHT,
): { outline: TDocumentQuad; shape: TMrzShape; line: TMrzLineEnds } | null {
  const zoom = Math.min(3, Math.max(1, (CUT_LINE_PX * CUT_LINES) / region.height));
  const width = Math.round(region.width * widen * zoom);
  const height = Math.round(region.height * tall * zoom);
  const { crop, matrix } = levelCrop(cv, source, {
    ...region,
    zoom,
    width,
    height,
    interpolation: cv.INTER_LINEAR,
  });
  try {
    const found = outlineFromMrz({ data: new Uint8Array(crop.data), width, height });
    if (!found) return null;
    const { shape, line, ...outline } = found;
    const area = (outline.area * width * height) / (zoom * zoom * source.cols * source.rows);
    const corners = outline.corners.map((corner) => back(matrix, corner));
    // The line in the frame's pixels.
    const frameLine = {
      first: back(matrix, line.first),
      end: back(matrix, line.end),
      pitch: line.pitch / zoom,
    };
    return { outline: { ...outline, corners, area }, shape, line: frameLine };
  } finally {
    crop.delete();
  }
}

/**
 * A `width` x `height` crop of `source` centred on `centre`, turned level by `angle` degrees
 * and scaled by `zoom` (edges replicated), and the 2x3 matrix that takes the frame to the
 * crop (`back` takes crop points home). The caller deletes the crop.
 */
export function levelCrop(
  cv: TCv,
  source: TMat,
  view: {
    centre: TPoint;
    angle: number;
    zoom: number;
    width: number;
    height: number;
    interpolation: number;
  },
): { crop: TMat; matrix: number[] } {
  const { centre, angle, zoom, width, height, interpolation } = view;
  // Frame -> crop: rotate about the centre, scale, and centre it in the crop.
  const rotation = cv.getRotationMatrix2D(new cv.Point(centre.x, centre.y), angle, zoom);
  rotation.data64F[2] = (rotation.data64F[2] as number) + width / 2 - centre.x;
  rotation.data64F[5] = (rotation.data64F[5] as number) + height / 2 - centre.y;
  const crop = new cv.Mat();
  try {
    const size = new cv.Size(width, height);
    cv.warpAffine(source, crop, rotation, size, interpolation, cv.BORDER_REPLICATE);
    return { crop, matrix: Array.from(rotation.data64F as Float64Array) };
  } finally {
    rotation.delete();
  }
}

/** A crop point back into the frame: the inverse of the 2x3 affine `m`. */
export function back(m: number[], { x, y }: TPoint): TPoint {
  const [a, b, c, d, e, f] = m as [number, number, number, number, number, number];
  const det = a * e - b * d;
  const u = x - c;
  const v = y - f;
  return { x: (e * u - b * v) / det, y: (-d * u + a * v) / det };
}

/**
 * The wide blocks of dark print on a straightened document: each one's width and the
 * height of its centre, as shares of the document's, widest first. What tells a card's
 * back by its MRZ at a glance.
 */
export async function printBlocks(doc: TGreyImage): Promise<{ width: number; y: number }[]> {
  const { cv } = await loadOpenCv();
  const source = cv.matFromArray(doc.height, doc.width, cv.CV_8UC1, doc.data);
  try {
    const dark = darkPrint(cv, source);
    try {
      const print = printGradient(cv, dark, false);
      try {
        return regionsOf(cv, print, 9).map((region) => ({
          width: region.width / doc.width,
          y: region.centre.y / doc.height,
        }));
      } finally {
        print.gradient.delete();
      }
    } finally {
      freeDarkPrint(dark);
    }
  } finally {
    source.delete();
  }
}
