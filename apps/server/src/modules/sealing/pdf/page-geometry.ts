import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFPageLeaf } from '@cantoo/pdf-lib';

export type TRect = [number, number, number, number];

/** A 4-number array as a normalized rectangle [left bottom right top]. */
function rectOf(value: unknown): TRect | undefined {
  if (!(value instanceof PDFArray) || value.size() !== 4) return undefined;
  const [a = 0, b = 0, c = 0, d = 0] = [0, 1, 2, 3].map((i) => {
    const item = value.lookup(i);
    return item instanceof PDFNumber ? item.asNumber() : 0;
  });
  return [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
}

/** The page's visible area: /CropBox, else /MediaBox (both inheritable). */
export function visibleBox(page: PDFPageLeaf): TRect {
  for (const key of ['CropBox', 'MediaBox']) {
    for (let node: PDFDict | undefined = page; node; ) {
      const rect = rectOf(node.lookup(PDFName.of(key)));
      if (rect) return rect;
      const parent: unknown = node.lookup(PDFName.of('Parent'));
      node = parent instanceof PDFDict ? parent : undefined;
    }
  }
  return [0, 0, 612, 792]; // US Letter, the spec's default when nothing says otherwise
}

/** Rectangles of the page's visible annotations (earlier stamps among them). */
export function annotationRects(page: PDFPageLeaf): TRect[] {
  const annots = page.lookup(PDFName.of('Annots'));
  if (!(annots instanceof PDFArray)) return [];
  const rects: TRect[] = [];
  for (let i = 0; i < annots.size(); i += 1) {
    const annotation = annots.lookup(i);
    const rect =
      annotation instanceof PDFDict ? rectOf(annotation.lookup(PDFName.of('Rect'))) : undefined;
    if (rect && rect[2] - rect[0] > 0 && rect[3] - rect[1] > 0) rects.push(rect);
  }
  return rects;
}

export const overlaps = (a: TRect, b: TRect) =>
  a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
