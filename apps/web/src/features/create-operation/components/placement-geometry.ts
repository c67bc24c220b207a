import type { TPlacement } from '@confirma/contracts/creation';

/**
 * What of a PDF page the conversions need: its visible area in PDF user space
 * ([left bottom right top], pdf.js `page.view`) and its rotation (`page.rotate`).
 */
export interface TPageGeometry {
  view: readonly number[];
  rotate: number;
}

/** [left, bottom, right, top] of the visible area. */
const edges = ({ view }: TPageGeometry) => {
  const [left = 0, bottom = 0, right = 0, top = 0] = view;
  return { left, bottom, right, top };
};

/** A box on the page as drawn: CSS pixels from the drawn page's top-left corner. */
export interface TScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

type TBox = Omit<TPlacement, 'pageNumber'>;

const quarterTurns = (rotate: number) => ((Math.round(rotate / 90) % 4) + 4) % 4;

/** The page's size as drawn at `scale` (pixels per point), rotation applied. */
export function drawnSize(page: TPageGeometry, scale: number) {
  const { left, bottom, right, top } = edges(page);
  const sideways = quarterTurns(page.rotate) % 2 === 1;
  const width = (right - left) * scale;
  const height = (top - bottom) * scale;
  return sideways ? { width: height, height: width } : { width, height };
}

/**
 * A point of the page (PDF points from the visible area's bottom-left corner) to where it is
 * drawn, as pdf.js's viewport draws it: turned clockwise by the page's rotation.
 */
function toScreen(page: TPageGeometry, scale: number, x: number, y: number) {
  const { left, bottom, right, top } = edges(page);
  const w = right - left;
  const h = top - bottom;
  switch (quarterTurns(page.rotate)) {
    case 1:
      return { sx: y * scale, sy: x * scale };
    case 2:
      return { sx: (w - x) * scale, sy: y * scale };
    case 3:
      return { sx: (h - y) * scale, sy: (w - x) * scale };
    default:
      return { sx: x * scale, sy: (h - y) * scale };
  }
}

/** The inverse of toScreen. */
function toPage(page: TPageGeometry, scale: number, sx: number, sy: number) {
  const { left, bottom, right, top } = edges(page);
  const w = right - left;
  const h = top - bottom;
  const [u, v] = [sx / scale, sy / scale];
  switch (quarterTurns(page.rotate)) {
    case 1:
      return { x: v, y: u };
    case 2:
      return { x: w - u, y: v };
    case 3:
      return { x: w - v, y: h - u };
    default:
      return { x: u, y: h - v };
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Where a box of the page is drawn. */
export function toScreenBox(page: TPageGeometry, scale: number, box: TBox): TScreenBox {
  const a = toScreen(page, scale, box.x, box.y);
  const b = toScreen(page, scale, box.x + box.width, box.y + box.height);
  return {
    left: Math.min(a.sx, b.sx),
    top: Math.min(a.sy, b.sy),
    width: Math.abs(b.sx - a.sx),
    height: Math.abs(b.sy - a.sy),
  };
}

/**
 * A drawn box as the server reads it: PDF points from the bottom-left corner of the page's
 * visible area, kept inside the page (to 1/100 point).
 */
export function toPageBox(page: TPageGeometry, scale: number, box: TScreenBox): TBox {
  const a = toPage(page, scale, box.left, box.top);
  const b = toPage(page, scale, box.left + box.width, box.top + box.height);
  const { left, bottom, right, top } = edges(page);
  const x = Math.max(0, Math.min(a.x, b.x));
  const y = Math.max(0, Math.min(a.y, b.y));
  return {
    x: round(x),
    y: round(y),
    width: round(Math.min(Math.abs(b.x - a.x), right - left - x)),
    height: round(Math.min(Math.abs(b.y - a.y), top - bottom - y)),
  };
}

/**
 * The box kept on the drawn page (`size`, pixels) and at least `min` pixels in each
 * direction: moved back inside, then cut to the page.
 */
export function keepInside(
  box: TScreenBox,
  size: { width: number; height: number },
  min: { width: number; height: number },
): TScreenBox {
  const width = Math.min(Math.max(box.width, min.width), size.width);
  const height = Math.min(Math.max(box.height, min.height), size.height);
  return {
    left: Math.min(Math.max(box.left, 0), size.width - width),
    top: Math.min(Math.max(box.top, 0), size.height - height),
    width,
    height,
  };
}
