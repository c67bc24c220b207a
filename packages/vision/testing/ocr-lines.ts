import type { TLine } from '../src/document/printed-lines.ts';
import { plainText } from '../src/mrz/build-mrz.ts';

/** A line as tesseract gives it: text, confidence and box (12 px per character, 20 high). */
export const ocrLine = (text: string, x0: number, y0: number, confidence = 0.95): TLine => ({
  text,
  plain: plainText(text),
  confidence,
  x0,
  y0,
  x1: x0 + text.length * 12,
  y1: y0 + 20,
});
