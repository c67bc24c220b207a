import type { PDFDocument } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';

/**
 * The QR code of `text` as an image mask: a sample of 0 paints (the dark modules), 1 leaves
 * the page; rows of whole bytes, first row at the top, as PDF images go.
 */
export function qrImageMask(pdf: PDFDocument, text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 8; // four modules of quiet zone each side
  const rowBytes = Math.ceil(count / 8);
  const samples = new Uint8Array(rowBytes * count).fill(0xff);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const x = column + 4;
      const index = (row + 4) * rowBytes + (x >> 3);
      samples[index] = (samples[index] ?? 0) & ~(0x80 >> (x & 7));
    }
  }
  return pdf.context.flateStream(samples, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: count,
    Height: count,
    ImageMask: true,
    BitsPerComponent: 1,
  });
}
