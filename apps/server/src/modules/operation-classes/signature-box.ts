import { type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib';
import { BIOMETRIC_SIGNBOX } from '@confirma/contracts/constants';
import { toFontSafe, truncateToWidth } from './pdf-text.ts';

/**
 * Where the signer's signature goes on every generated document (page 1,
 * x 10, y 60, 160x50, in PDF points from the bottom-left corner of the page).
 */
export const SIGNATURE_BOX = {
  page: BIOMETRIC_SIGNBOX.pageNumber,
  x: BIOMETRIC_SIGNBOX.x,
  y: BIOMETRIC_SIGNBOX.y,
  width: BIOMETRIC_SIGNBOX.width,
  height: BIOMETRIC_SIGNBOX.height,
} as const;

export type TSignatureBox = typeof SIGNATURE_BOX;

/** Top edge of the box plus a gap: body text must stay above this line. */
export const SIGNATURE_AREA_TOP = SIGNATURE_BOX.y + SIGNATURE_BOX.height + 14;

const GREY = rgb(0.45, 0.45, 0.45);

/**
 * Draws the empty signature box: a thin frame, `label` small in its top-left corner
 * (the handwritten image is later placed over the whole box) and the signer's name
 * under it.
 */
export function drawSignatureBox(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  label: string,
  signerName: string,
): void {
  const { x, y, width, height } = SIGNATURE_BOX;
  page.drawRectangle({ x, y, width, height, borderColor: GREY, borderWidth: 0.6 });
  page.drawText(toFontSafe(fonts.regular, label), {
    x: x + 4,
    y: y + height - 9,
    size: 7,
    font: fonts.regular,
    color: GREY,
  });
  const name = toFontSafe(fonts.bold, signerName);
  let size = 8;
  while (size > 6 && fonts.bold.widthOfTextAtSize(name, size) > width) size -= 0.5;
  const fitted = truncateToWidth(name, fonts.bold, size, width);
  page.drawText(fitted, { x, y: y - 11, size, font: fonts.bold });
}
