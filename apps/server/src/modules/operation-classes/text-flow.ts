import type { PDFFont, PDFPage } from '@cantoo/pdf-lib';
import { rgb } from '@cantoo/pdf-lib';
import { wrapText } from './pdf-text.ts';

/** A heading or a paragraph of running text, already filled and font-safe. */
export interface TFlowBlock {
  kind: 'heading' | 'paragraph';
  text: string;
  /** Extra space above the block, in multiples of the text size. */
  spaceBefore?: number;
}

export interface TFlowFonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface TFlowLine {
  text: string;
  bold: boolean;
  /** Distance from the previous baseline. */
  advance: number;
}

/** Body sizes tried, largest first, until the text fits the space it has. */
const SIZES = [10, 9.5, 9, 8.5, 8, 7.5, 7];

/**
 * Lays the blocks out in `width` points at the largest size (at most `maxSize`) whose
 * height fits `available` points. Throws when even the smallest size overflows: a template must
 * never silently spill over the signature area.
 */
export function layoutFlow(
  blocks: readonly TFlowBlock[],
  fonts: TFlowFonts,
  width: number,
  available: number,
  maxSize = 10,
): { size: number; lines: TFlowLine[] } {
  for (const size of SIZES.filter((candidate) => candidate <= maxSize)) {
    const lines = layoutAtSize(blocks, fonts, width, size);
    const height = lines.reduce((sum, line) => sum + line.advance, 0);
    if (height <= available) return { size, lines };
  }
  throw new Error('The document text does not fit on one page');
}

function layoutAtSize(
  blocks: readonly TFlowBlock[],
  fonts: TFlowFonts,
  width: number,
  size: number,
): TFlowLine[] {
  const leading = size * 1.3;
  const lines: TFlowLine[] = [];
  blocks.forEach((block, index) => {
    const bold = block.kind === 'heading';
    const gap =
      index === 0 ? 0 : (bold ? size * 0.9 : size * 0.35) + (block.spaceBefore ?? 0) * size;
    wrapText(block.text, bold ? fonts.bold : fonts.regular, size, width).forEach((text, i) => {
      lines.push({ text, bold, advance: leading + (i === 0 ? gap : 0) });
    });
  });
  return lines;
}

/** Draws a laid-out flow; `top` is the top of the first line. Returns the last baseline. */
export function drawFlow(
  page: PDFPage,
  flow: { size: number; lines: TFlowLine[] },
  fonts: TFlowFonts,
  x: number,
  top: number,
): number {
  let baseline = top + flow.size * 0.3;
  for (const line of flow.lines) {
    baseline -= line.advance;
    page.drawText(line.text, {
      x,
      y: baseline,
      size: flow.size,
      font: line.bold ? fonts.bold : fonts.regular,
      color: rgb(0.1, 0.1, 0.1),
    });
  }
  return baseline;
}
