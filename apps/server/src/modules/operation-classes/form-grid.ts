import { type PDFPage, rgb } from '@cantoo/pdf-lib';
import { toFontSafe, truncateToWidth } from './pdf-text.ts';
import type { TFlowFonts } from './text-flow.ts';

/** One field of a form: a small label above a value written on a line. */
export interface TFormField {
  label: string;
  /** Known data; absent leaves the line blank for the guest to fill in by hand. */
  value?: string;
}

export const FIELD_ROW_HEIGHT = 29;
export const SECTION_HEIGHT = 24;
const COLUMN_GAP = 16;
const LABEL_GREY = rgb(0.4, 0.4, 0.4);
const LINE_GREY = rgb(0.6, 0.6, 0.6);

/** A section heading with a rule under it; `top` is its top edge. Returns the next top. */
export function drawSectionHeading(
  page: PDFPage,
  fonts: TFlowFonts,
  title: string,
  box: { x: number; width: number; top: number },
): number {
  const baseline = box.top - 15;
  page.drawText(toFontSafe(fonts.bold, title), {
    x: box.x,
    y: baseline,
    size: 10.5,
    font: fonts.bold,
    color: rgb(0.1, 0.2, 0.45),
  });
  page.drawLine({
    start: { x: box.x, y: baseline - 4 },
    end: { x: box.x + box.width, y: baseline - 4 },
    thickness: 0.8,
    color: rgb(0.1, 0.2, 0.45),
  });
  return box.top - SECTION_HEIGHT;
}

/**
 * A row of fields sharing the width equally (one field takes the whole width); `top` is
 * the row's top edge. A long value is set smaller (down to 7 pt), then cut with an ellipsis.
 */
export function drawFieldRow(
  page: PDFPage,
  fonts: TFlowFonts,
  fields: readonly TFormField[],
  box: { x: number; width: number; top: number },
): number {
  const cellWidth = (box.width - COLUMN_GAP * (fields.length - 1)) / fields.length;
  fields.forEach((field, index) => {
    const x = box.x + index * (cellWidth + COLUMN_GAP);
    const label = truncateToWidth(
      toFontSafe(fonts.regular, field.label),
      fonts.regular,
      7,
      cellWidth,
    );
    page.drawText(label, { x, y: box.top - 9, size: 7, font: fonts.regular, color: LABEL_GREY });
    const lineY = box.top - FIELD_ROW_HEIGHT + 6;
    page.drawLine({
      start: { x, y: lineY },
      end: { x: x + cellWidth, y: lineY },
      thickness: 0.5,
      color: LINE_GREY,
    });
    const value = field.value?.trim();
    if (value) {
      const safe = toFontSafe(fonts.regular, value);
      let size = 10;
      while (size > 7 && fonts.regular.widthOfTextAtSize(safe, size) > cellWidth - 1) size -= 0.5;
      const text = truncateToWidth(safe, fonts.regular, size, cellWidth - 1);
      page.drawText(text, { x: x + 1, y: lineY + 3, size, font: fonts.regular });
    }
  });
  return box.top - FIELD_ROW_HEIGHT;
}
