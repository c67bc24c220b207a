import { HANDWRITTEN } from '@confirma/contracts/constants';

/** Handwriting-like faces where the device has one, else the browser's cursive face. */
export const TYPED_SIGNATURE_FONT =
  '"Segoe Script", "Brush Script MT", "Lucida Handwriting", "URW Chancery L", "Z003", cursive';

const LARGEST = 64;
const SMALLEST = 16;
/** Room left on each side of the name. */
const MARGIN = 16;

/** The name as it will be written: trimmed, its runs of spaces one space. */
export const typedSignatureText = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * The largest font size (64 px down to 16 px) at which `text` fits the canvas's width
 * less its margins, measured with `measure`.
 */
export function fittedFontSize(measure: (font: string) => number, width: number): number {
  for (let size = LARGEST; size > SMALLEST; size -= 2) {
    if (measure(fontAt(size)) <= width - 2 * MARGIN) return size;
  }
  return SMALLEST;
}

const fontAt = (size: number) => `italic ${size}px ${TYPED_SIGNATURE_FONT}`;

/**
 * Writes the typed name into `context` as the drawing pad would have held a signature:
 * black (the pad's pen colour) on transparent, centred, as large as fits the box.
 */
export function drawTypedSignature(
  context: CanvasRenderingContext2D,
  name: string,
  { width, height }: { width: number; height: number },
) {
  const text = typedSignatureText(name);
  context.clearRect(0, 0, width, height);
  const size = fittedFontSize((font) => {
    context.font = font;
    return context.measureText(text).width;
  }, width);
  context.font = fontAt(size);
  context.fillStyle = HANDWRITTEN.strokeColor;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, width / 2, height / 2, width - 2 * MARGIN);
}

/**
 * The typed name as the PNG the pad would send (400x150): the same image
 * addsigntodocument places in the signature box.
 */
export function typedSignaturePng(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = HANDWRITTEN.canvasWidth;
  canvas.height = HANDWRITTEN.canvasHeight;
  const context = canvas.getContext('2d');
  if (!context) return '';
  drawTypedSignature(context, name, canvas);
  return canvas.toDataURL('image/png');
}
