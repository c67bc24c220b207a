import {
  concatTransformationMatrix,
  fill,
  LineCapStyle,
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  StandardFonts,
  setFillingGrayscaleColor,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { saveDocument, toFontSafe, wrapText } from '../operation-classes/index.ts';
import {
  CHECKIN_POSTER_TEXTS,
  type TCheckinPosterTexts,
  type TPosterLanguage,
} from './checkin-poster-texts.ts';

export type TCheckinPosterFormat = 'A4' | 'TENT';

export interface TCheckinPosterRequest {
  establishmentName: string;
  /** Printed under the name; an empty address prints nothing. */
  establishmentAddress: string;
  /** The establishment's permanent check-in link, e.g. https://host/#/checkin/<token>. */
  url: string;
  lang: TPosterLanguage;
  /** A4 portrait poster, or a table tent: A4 landscape folded in half, one face each side. */
  format: TCheckinPosterFormat;
}

const [A4_WIDTH, A4_HEIGHT] = PageSizes.A4;
const INK = rgb(0.11, 0.13, 0.16);
const MUTED = rgb(0.38, 0.41, 0.45);
const ACCENT = rgb(0.07, 0.33, 0.55);
const TINT = rgb(0.93, 0.96, 0.98);
const RULE = rgb(0.8, 0.83, 0.86);
const WHITE = rgb(1, 1, 1);
/** Modules of white around the code, as ISO/IEC 18004 asks. */
const QUIET_ZONE = 4;
/** Q (25 % of the code restorable): a printed sheet gets scuffed, folded, laminated. */
const ERROR_CORRECTION = 'Q';
/** The A4 poster, in points: the code, 7 to 9.5 cm wide, scans from a metre and more away. */
const POSTER = {
  margin: 56,
  bandPadding: 44,
  footMargin: 40,
  bodyPadding: 24,
  qrMin: 200,
  qrMax: 270,
};
/** The tent, A4 landscape: each face is half its height; the code takes its right column. */
const TENT = { width: A4_HEIGHT, height: A4_WIDTH, margin: 30, qrColumn: 320, gutter: 32 };
/** Helvetica's ascender and descender, in ems, for stacking lines by their ink. */
const ASCENT = 0.75;
const DESCENT = 0.22;
const LANGUAGE_TAGS: Record<TPosterLanguage, string> = { es: 'es-ES', en: 'en-GB', it: 'it-IT' };

/** Helvetica for the words; Courier Bold for the link, where 0/O and 1/l/I must differ. */
type TFonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };
type TColor = ReturnType<typeof rgb>;

/** Lines of one font, size and colour, fitted to a width before they are placed. */
interface TTextBlock {
  lines: string[];
  font: PDFFont;
  size: number;
  color: TColor;
  leading: number;
}

/** The face a guest reads: what both formats print. */
interface TPosterFace {
  name: string;
  address: string;
  url: string;
  texts: TCheckinPosterTexts;
}

/**
 * The printable poster of an establishment's guest check-in link: its name, a headline,
 * what the guest needs at hand, the link as a QR code drawn in vector squares and in
 * plain text, and where the data go (RD 933/2021), in Spanish, English or Italian.
 * In Helvetica, as every generated PDF: letters outside WinAnsi print as their base
 * letter (ő → o). The same request always gives the same bytes.
 */
export async function renderCheckinPoster(request: TCheckinPosterRequest): Promise<Uint8Array> {
  const texts = CHECKIN_POSTER_TEXTS[request.lang];
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(texts.title(request.establishmentName.trim()), { showInWindowTitleBar: true });
  doc.setLanguage(LANGUAGE_TAGS[request.lang]);
  doc.setAuthor('Confirma');
  doc.setCreator('Confirma');
  doc.setProducer('Confirma (pdf-lib)');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.CourierBold),
  };
  const face = {
    name: request.establishmentName.trim(),
    address: request.establishmentAddress.trim(),
    url: request.url.trim(),
    texts,
  };
  if (request.format === 'A4') drawPoster(doc.addPage([A4_WIDTH, A4_HEIGHT]), fonts, face);
  else drawTent(doc.addPage([A4_HEIGHT, A4_WIDTH]), fonts, face);
  return saveDocument(doc);
}

/** The A4 poster: a tinted header with the name, the code in the middle, the law at the foot. */
function drawPoster(page: PDFPage, fonts: TFonts, face: TPosterFace): void {
  const x = POSTER.margin;
  const width = A4_WIDTH - 2 * x;
  const name = fitBlock(face.name, fonts.bold, width, {
    max: 36,
    min: 16,
    maxLines: 2,
    color: INK,
    leading: 1.12,
    cut: true,
  });
  const address = fitBlock(face.address, fonts.regular, width, {
    max: 13,
    min: 9,
    maxLines: 2,
    color: MUTED,
    cut: true,
  });
  const gap = address.lines.length > 0 ? 12 : 0;
  const bandHeight = 2 * POSTER.bandPadding + blockHeight(name) + gap + blockHeight(address);
  const bandBottom = A4_HEIGHT - bandHeight;
  page.drawRectangle({ x: 0, y: bandBottom, width: A4_WIDTH, height: bandHeight, color: TINT });
  page.drawRectangle({ x: 0, y: bandBottom, width: A4_WIDTH, height: 5, color: ACCENT });
  const y = drawBlock(page, name, { x, width, top: A4_HEIGHT - POSTER.bandPadding });
  drawBlock(page, address, { x, width, top: y - gap });

  const legalWidth = 430;
  const legal = fitBlock(face.texts.legal, fonts.regular, legalWidth, {
    max: 9,
    min: 7,
    maxLines: 3,
    color: MUTED,
    leading: 1.4,
  });
  const footTop = POSTER.footMargin + blockHeight(legal);
  drawBlock(page, legal, { x: (A4_WIDTH - legalWidth) / 2, width: legalWidth, top: footTop });
  page.drawLine({
    start: { x: (A4_WIDTH - legalWidth) / 2, y: footTop + 14 },
    end: { x: (A4_WIDTH + legalWidth) / 2, y: footTop + 14 },
    thickness: 0.5,
    color: RULE,
  });
  drawPosterBody(page, fonts, face, { top: bandBottom, bottom: footTop + 14 });
}

/** The headline, the code and its link, and the checklist, centred between `top` and `bottom`. */
function drawPosterBody(
  page: PDFPage,
  fonts: TFonts,
  face: TPosterFace,
  room: { top: number; bottom: number },
): void {
  const x = POSTER.margin;
  const width = A4_WIDTH - 2 * x;
  const headline = fitBlock(face.texts.headline, fonts.bold, width, {
    max: 34,
    min: 20,
    maxLines: 2,
    color: ACCENT,
  });
  const scan = fitBlock(face.texts.scan, fonts.regular, width, {
    max: 15,
    min: 10,
    maxLines: 2,
    color: INK,
  });
  const link = fitLink(face.url, fonts.mono, width, 13);
  const needs = fitBlock(face.texts.needs, fonts.bold, width, {
    max: 14,
    min: 10,
    maxLines: 1,
    color: INK,
    cut: true,
  });
  const checklist = fitChecklist(face.texts.checklist, fonts.regular, width, 1, 14);
  const gaps = [10, 22, 20, 34, 12];
  const fixed =
    blockHeight(headline) +
    blockHeight(scan) +
    blockHeight(link) +
    blockHeight(needs) +
    checklistHeight(checklist) +
    gaps.reduce((sum, gap) => sum + gap, 0);
  const free = room.top - room.bottom - fixed;
  const qrSize = Math.max(POSTER.qrMin, Math.min(POSTER.qrMax, free - 2 * POSTER.bodyPadding));
  let y = room.top - Math.max(POSTER.bodyPadding / 2, (free - qrSize) / 2);
  y = drawBlock(page, headline, { x, width, top: y }) - (gaps[0] ?? 0);
  y = drawBlock(page, scan, { x, width, top: y }) - (gaps[1] ?? 0);
  drawFramedQrCode(page, face.url, (A4_WIDTH - qrSize) / 2, y - qrSize, qrSize);
  y -= qrSize + (gaps[2] ?? 0);
  y = drawBlock(page, link, { x, width, top: y }) - (gaps[3] ?? 0);
  y = drawBlock(page, needs, { x, width, top: y }) - (gaps[4] ?? 0);
  drawChecklist(page, checklist, { x, width, top: y, align: 'centre' });
}

/**
 * The table tent: one A4 landscape sheet folded along its middle, the same face on both
 * halves, the upper one turned 180° so that each side reads upright once the card stands.
 */
function drawTent(page: PDFPage, fonts: TFonts, face: TPosterFace): void {
  drawTentFace(page, fonts, face);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(-1, 0, 0, -1, TENT.width, TENT.height),
  );
  drawTentFace(page, fonts, face);
  page.pushOperators(popGraphicsState());
  page.drawLine({
    start: { x: 0, y: TENT.height / 2 },
    end: { x: TENT.width, y: TENT.height / 2 },
    thickness: 0.6,
    color: RULE,
    dashArray: [6, 4],
  });
}

/** One face of the tent, on the lower half: the words on the left, the code on the right. */
function drawTentFace(page: PDFPage, fonts: TFonts, face: TPosterFace): void {
  const faceHeight = TENT.height / 2;
  const { margin, qrColumn, gutter } = TENT;
  const qrX = TENT.width - margin - qrColumn;
  const link = fitLink(face.url, fonts.mono, qrColumn, 9.5);
  const qrSize = Math.min(qrColumn, faceHeight - 2 * margin - blockHeight(link) - 8);
  const qrTop = faceHeight - margin;
  drawFramedQrCode(page, face.url, qrX + (qrColumn - qrSize) / 2, qrTop - qrSize, qrSize);
  drawBlock(page, link, { x: qrX, width: qrColumn, top: qrTop - qrSize - 8 });

  const x = margin + 8;
  const width = qrX - gutter - x;
  const legal = fitBlock(face.texts.legal, fonts.regular, width, {
    max: 7.5,
    min: 6,
    maxLines: 3,
    color: MUTED,
    leading: 1.35,
  });
  drawBlock(page, legal, { x, width, top: margin + blockHeight(legal), align: 'left' });
  const blocks = tentWords(fonts, face, width);
  let y = faceHeight - margin - 2;
  for (const [block, gapAfter] of blocks) {
    y = drawBlock(page, block, { x, width, top: y, align: 'left' }) - gapAfter;
  }
  drawChecklist(page, fitChecklist(face.texts.checklist, fonts.regular, width, 2, 11), {
    x,
    width,
    top: y,
    align: 'left',
  });
}

/** The tent's words from the top down, each with the space under it. */
function tentWords(fonts: TFonts, face: TPosterFace, width: number): [TTextBlock, number][] {
  const name = fitBlock(face.name, fonts.bold, width, {
    max: 26,
    min: 13,
    maxLines: 2,
    color: INK,
    leading: 1.12,
    cut: true,
  });
  const address = fitBlock(face.address, fonts.regular, width, {
    max: 11,
    min: 8,
    maxLines: 1,
    color: MUTED,
    cut: true,
  });
  const headline = fitBlock(face.texts.headline, fonts.bold, width, {
    max: 22,
    min: 14,
    maxLines: 1,
    color: ACCENT,
    cut: true,
  });
  const scan = fitBlock(face.texts.scan, fonts.regular, width, {
    max: 11.5,
    min: 8,
    maxLines: 1,
    color: INK,
    cut: true,
  });
  return [
    [name, address.lines.length > 0 ? 6 : 0],
    [address, 16],
    [headline, 6],
    [scan, 14],
  ];
}

/**
 * `raw` wrapped to `width` at the largest size from `max` down to `min` (by half points)
 * that takes at most `maxLines` lines. Past that, a `cut` block keeps `maxLines` lines,
 * the last one ending in an ellipsis; any other keeps every line at `min`.
 */
function fitBlock(
  raw: string,
  font: PDFFont,
  width: number,
  style: {
    max: number;
    min: number;
    maxLines: number;
    color: TColor;
    leading?: number;
    cut?: boolean;
  },
): TTextBlock {
  const text = toFontSafe(font, raw).trim();
  const block = (lines: string[], size: number) => ({
    lines,
    font,
    size,
    color: style.color,
    leading: style.leading ?? 1.25,
  });
  if (!text) return block([], style.max);
  for (let size = style.max; size > style.min; size -= 0.5) {
    const lines = wrapText(text, font, size, width);
    if (lines.length <= style.maxLines) return block(lines, size);
  }
  const lines = wrapText(text, font, style.min, width);
  if (!style.cut || lines.length <= style.maxLines) return block(lines, style.min);
  const kept = lines.slice(0, style.maxLines);
  kept[kept.length - 1] = withEllipsis(kept[kept.length - 1] ?? '', font, style.min, width);
  return block(kept, style.min);
}

/** The link on one line down to 7 points; a longer one breaks between characters, never cut. */
function fitLink(url: string, font: PDFFont, width: number, max: number): TTextBlock {
  return fitBlock(url, font, width, { max, min: 7, maxLines: 1, color: INK, leading: 1.3 });
}

function withEllipsis(line: string, font: PDFFont, size: number, width: number): string {
  let cut = line;
  while (cut && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** From the top of the first line's capitals to the bottom of the last line's descenders. */
function blockHeight(block: TTextBlock): number {
  if (block.lines.length === 0) return 0;
  return block.size * (ASCENT + DESCENT + (block.lines.length - 1) * block.leading);
}

/** Draws `block` from `top` down, centred in `width` unless aligned left; returns its bottom. */
function drawBlock(
  page: PDFPage,
  block: TTextBlock,
  at: { x: number; width: number; top: number; align?: 'centre' | 'left' },
): number {
  let baseline = at.top - block.size * ASCENT;
  for (const line of block.lines) {
    const lineWidth = block.font.widthOfTextAtSize(line, block.size);
    const x = at.align === 'left' ? at.x : at.x + (at.width - lineWidth) / 2;
    page.drawText(line, { x, y: baseline, size: block.size, font: block.font, color: block.color });
    baseline -= block.size * block.leading;
  }
  return at.top - blockHeight(block);
}

/** The QR code, `size` points square with its quiet zone, in a thin rounded frame. */
function drawFramedQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const inset = size * 0.03;
  page.drawRectangle({
    x: x - inset,
    y: y - inset,
    width: size + 2 * inset,
    height: size + 2 * inset,
    borderColor: RULE,
    borderWidth: 1,
    color: WHITE,
    rx: 10,
    ry: 10,
  });
  drawQrCode(page, text, x, y, size);
}

/**
 * The QR code of `text` with (x, y) its lower left corner, quiet zone included: its dark
 * modules as one filled path of rectangles (a run of a row each), so that no seam shows
 * between neighbours and the print is sharp at any size.
 */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const unit = size / (modules.size + 2 * QUIET_ZONE);
  const operators = [pushGraphicsState(), setFillingGrayscaleColor(0)];
  for (let row = 0; row < modules.size; row += 1) {
    const bottom = y + size - (QUIET_ZONE + row + 1) * unit;
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      const left = x + (QUIET_ZONE + start) * unit;
      operators.push(rectangle(left, bottom, (column - start) * unit, unit));
    }
  }
  page.pushOperators(...operators, fill(), popGraphicsState());
}

/** The checklist's items at one size, in one or two columns, each after a ticked circle. */
interface TChecklist {
  items: string[];
  font: PDFFont;
  size: number;
  columnWidths: number[];
}

const checkSpace = (size: number) => size * 1.9;
const columnGutter = (size: number) => size * 2.5;
const rowHeight = (size: number) => size * 2.1;

/** The largest size up to `max` (down to 8) at which the items fit `width` in `columns`. */
function fitChecklist(
  raw: readonly string[],
  font: PDFFont,
  width: number,
  columns: 1 | 2,
  max: number,
): TChecklist {
  const items = raw.map((item) => toFontSafe(font, item));
  const measure = (size: number) => {
    const columnWidths = Array.from({ length: columns }, (_, column) =>
      Math.max(
        ...items
          .filter((_, index) => index % columns === column)
          .map((item) => checkSpace(size) + font.widthOfTextAtSize(item, size)),
      ),
    );
    const total = columnWidths.reduce((sum, w) => sum + w, 0) + (columns - 1) * columnGutter(size);
    return { items, font, size, columnWidths, total };
  };
  let size = max;
  while (size > 8 && measure(size).total > width) size -= 0.5;
  return measure(size);
}

function checklistHeight(list: TChecklist): number {
  return Math.ceil(list.items.length / list.columnWidths.length) * rowHeight(list.size);
}

function drawChecklist(
  page: PDFPage,
  list: TChecklist,
  at: { x: number; width: number; top: number; align: 'centre' | 'left' },
): void {
  const { size, columnWidths } = list;
  const total =
    columnWidths.reduce((sum, w) => sum + w, 0) + (columnWidths.length - 1) * columnGutter(size);
  const left = at.align === 'centre' ? at.x + (at.width - total) / 2 : at.x;
  list.items.forEach((item, index) => {
    const column = index % columnWidths.length;
    const row = Math.floor(index / columnWidths.length);
    const x =
      left + columnWidths.slice(0, column).reduce((sum, w) => sum + w + columnGutter(size), 0);
    const middle = at.top - (row + 0.5) * rowHeight(size);
    drawCheckIcon(page, x + size * 0.6, middle, size * 0.6);
    const y = middle - size * 0.35;
    page.drawText(item, { x: x + checkSpace(size), y, size, font: list.font, color: INK });
  });
}

/** A filled accent circle with a white tick. */
function drawCheckIcon(page: PDFPage, cx: number, cy: number, radius: number): void {
  page.drawCircle({ x: cx, y: cy, size: radius, color: ACCENT });
  const stroke = { thickness: radius * 0.26, color: WHITE, lineCap: LineCapStyle.Round };
  const corner = { x: cx - radius * 0.1, y: cy - radius * 0.32 };
  page.drawLine({
    start: { x: cx - radius * 0.44, y: cy + radius * 0.02 },
    end: corner,
    ...stroke,
  });
  page.drawLine({
    start: corner,
    end: { x: cx + radius * 0.46, y: cy + radius * 0.36 },
    ...stroke,
  });
}
