import {
  concatTransformationMatrix,
  drawObject,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
  setFillingGrayscaleColor,
} from '@cantoo/pdf-lib';
import { toWinAnsi } from '../sealing/index.ts';
import { qrImageMask } from './qr-image-mask.ts';

/** The page (A4, PDF points) and the margin every side. */
export const A4 = [595.28, 841.89] as const;
export const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
/** Between images side by side. */
const IMAGE_SPACING = 12;

/**
 * Text laid out down A4 pages, a new page when one is full, in the report fonts
 * (Helvetica, its bold, Courier): lines wrapped at word breaks, unbroken text (hashes,
 * base64) cut to the width, headings, labelled fields, muted notes, rows of cells, images,
 * and a QR code in the top right corner of the first page that the first lines flow around.
 */
export async function createReportLayout(pdf: PDFDocument) {
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  let page: PDFPage = pdf.addPage([...A4]);
  let y = A4[1] - MARGIN;
  /** Right-hand room kept free down to `asideUntil` (the QR code). */
  let aside = 0;
  let asideUntil = A4[1];

  const width = (indent: number) => A4[0] - 2 * MARGIN - indent - (y > asideUntil ? aside : 0);

  /** A new page when less than `size` points are left. */
  const room = (size: number) => {
    if (y >= MARGIN + size) return;
    page = pdf.addPage([...A4]);
    y = A4[1] - MARGIN;
    aside = 0;
  };

  const line = (
    text: string,
    font: PDFFont = fonts.regular,
    size = 9,
    indent = 0,
    muted = false,
  ) => {
    for (const chunk of wrap(toWinAnsi(text), font, size, () => width(indent))) {
      room(size);
      page.drawText(chunk, { x: MARGIN + indent, y, size, font, color: muted ? MUTED : INK });
      y -= size * 1.45;
    }
  };

  return {
    fonts,
    line,
    /** `label: value` on its own line. */
    field(label: string, value: string) {
      line(`${label}: ${value}`);
    },
    /** A muted line of small print (an introduction, a closing remark). */
    note(text: string, size = 8) {
      line(text, fonts.regular, size, 0, true);
    },
    /** Text without spaces cut to the width: Courier is 0.6 em per glyph. */
    block(text: string, size: number, indent = 0) {
      const perLine = Math.floor(width(indent) / (0.6 * size));
      for (let at = 0; at < text.length; at += perLine) {
        line(text.slice(at, at + perLine), fonts.mono, size, indent);
      }
    },
    /**
     * One line of cells, not wrapped: each at `at` points from the left margin, or ending
     * there when right-aligned (amounts in a column).
     */
    row(cells: TLayoutCell[], size = 9) {
      room(size);
      for (const cell of cells) {
        const text = toWinAnsi(cell.text);
        const font = cell.font ?? fonts.regular;
        const shift = cell.align === 'right' ? font.widthOfTextAtSize(text, size) : 0;
        page.drawText(text, { x: MARGIN + cell.at - shift, y, size, font, color: INK });
      }
      y -= size * 1.45;
    },
    /** A thin rule across the text width. */
    rule() {
      room(6);
      const at = y + 6;
      page.drawLine({
        start: { x: MARGIN, y: at },
        end: { x: A4[0] - MARGIN, y: at },
        thickness: 0.5,
        color: MUTED,
      });
      y -= 4;
    },
    /**
     * Images side by side at `height` points (all scaled down together when the row is
     * wider than the text), each captioned below; a new page when they do not fit.
     */
    images(items: { image: PDFImage; caption: string }[], height: number) {
      if (!items.length) return;
      const natural = items.map((item) => (item.image.width / item.image.height) * height);
      const total =
        natural.reduce((sum, width) => sum + width, 0) + IMAGE_SPACING * (items.length - 1);
      const scale = Math.min(1, width(0) / total);
      const tall = height * scale;
      room(tall + 20);
      const bottom = y + 9 - tall;
      drawCaptioned(page, fonts.regular, items, {
        bottom,
        tall,
        widths: natural.map((n) => n * scale),
      });
      y = bottom - 24;
    },
    heading(text: string) {
      y -= 6;
      line(text, fonts.bold, 12);
    },
    gap(points: number) {
      y -= points;
    },
    /** A QR code of `text` (vector squares) in the first page's top right corner, captioned. */
    qr(text: string, caption: string, size = 84) {
      const top = drawQr(pdf, page, fonts.regular, { text, caption, size });
      aside = size + 12;
      asideUntil = top - size - 10;
    },
    /** Numbers every page at the bottom: "<label> n / total · <footer>". */
    footer(label: string, footer: string) {
      numberPages(pdf, fonts.regular, (n, total) => `${label} ${n} / ${total} · ${footer}`);
    },
  };
}

/** Images side by side from the left margin, `bottom` up, each captioned below. */
function drawCaptioned(
  page: PDFPage,
  font: PDFFont,
  items: { image: PDFImage; caption: string }[],
  { bottom, tall, widths }: { bottom: number; tall: number; widths: number[] },
) {
  let x = MARGIN;
  items.forEach((item, index) => {
    const wide = widths[index] ?? 0;
    page.drawImage(item.image, { x, y: bottom, width: wide, height: tall });
    page.drawText(toWinAnsi(item.caption), { x, y: bottom - 10, size: 7, font, color: MUTED });
    x += wide + IMAGE_SPACING;
  });
}

/**
 * A QR code of `text` in the page's top right corner, `size` points wide, captioned below;
 * answers where its top is.
 */
function drawQr(
  pdf: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  { text, caption, size }: { text: string; caption: string; size: number },
) {
  const left = A4[0] - MARGIN - size;
  const top = A4[1] - MARGIN + 12;
  // One 1-bit image mask, one module per sample (a quiet zone of four), drawn crisp at
  // `size`: a few PDF objects, where a path of a rectangle per module made thousands.
  const image = pdf.context.register(qrImageMask(pdf, text));
  const name = page.node.newXObject('QR', image);
  page.pushOperators(
    pushGraphicsState(),
    setFillingGrayscaleColor(0),
    concatTransformationMatrix(size, 0, 0, size, left, top - size),
    drawObject(name),
    popGraphicsState(),
  );
  const captionWidth = font.widthOfTextAtSize(toWinAnsi(caption), 7);
  page.drawText(toWinAnsi(caption), {
    x: left + (size - captionWidth) / 2,
    y: top - size - 2,
    size: 7,
    font,
    color: MUTED,
  });
  return top;
}

/** Every page's line at its bottom: `line` of its number and the count. */
function numberPages(pdf: PDFDocument, font: PDFFont, line: (n: number, total: number) => string) {
  const pages = pdf.getPages();
  pages.forEach((item, index) => {
    const text = line(index + 1, pages.length);
    item.drawText(toWinAnsi(text), { x: MARGIN, y: 24, size: 7, font, color: MUTED });
  });
}

/** A cell of `row`: its text, where it starts (or ends, right-aligned), its font. */
export interface TLayoutCell {
  text: string;
  at: number;
  align?: 'left' | 'right';
  font?: PDFFont;
}

export type TReportLayout = Awaited<ReturnType<typeof createReportLayout>>;

function wrap(text: string, font: PDFFont, size: number, width: () => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width() || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
