import { degrees, PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { saveDocument, toFontSafe } from '../operation-classes/index.ts';

const RED = rgb(0.75, 0.1, 0.1);

/**
 * Draws `text` once per page, large, translucent and along the diagonal from the bottom
 * left to the top right, centred on the page. It is part of the document that is stored,
 * so the seal added when signing covers it.
 */
export async function watermarkPdf(pdf: Uint8Array, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const safe = toFontSafe(font, text);
  for (const page of doc.getPages()) {
    const box = page.getMediaBox();
    const angle = Math.atan2(box.height, box.width);
    const diagonal = Math.hypot(box.width, box.height);
    // 70% of the diagonal (clear of the signature box at the bottom left), at most 64 pt.
    const size = Math.min(64, (0.7 * diagonal) / font.widthOfTextAtSize(safe, 1));
    const width = font.widthOfTextAtSize(safe, size);
    const height = font.heightAtSize(size, { descender: false });
    // The text's baseline starts so that its centre falls on the page's centre.
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const x = box.x + box.width / 2 - (width / 2) * cos + (height / 2) * sin;
    const y = box.y + box.height / 2 - (width / 2) * sin - (height / 2) * cos;
    page.drawText(safe, {
      x,
      y,
      size,
      font,
      color: RED,
      opacity: 0.2,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  return saveDocument(doc);
}
