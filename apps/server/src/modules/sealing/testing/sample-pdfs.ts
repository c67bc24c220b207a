import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

const A4: [number, number] = [595.28, 841.89];

const PARAGRAPH =
  'El firmante declara haber leído y aceptado las condiciones: año, señal, acción, pingüino. ' +
  'Il firmatario dichiara di aver letto e accettato: perché così è, città, più, caffè.';

/**
 * An A4 text document made at test time (no binary fixtures in git): Helvetica with
 * Spanish and Italian accents. `useObjectStreams` false gives a classic xref table
 * (PDF 1.4 style), true object streams with a cross-reference stream (PDF 1.5+).
 */
export async function makeTextPdf(pages: number, useObjectStreams = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    const page = doc.addPage(A4);
    page.drawText(`Contrato de prestación de servicios — página ${index + 1}`, {
      x: 56,
      y: 780,
      size: 15,
      font,
    });
    for (let line = 0; line < 30; line += 1) {
      page.drawText(`${line + 1}. ${PARAGRAPH.slice((line * 7) % 60, 60 + ((line * 7) % 60))}`, {
        x: 56,
        y: 740 - line * 18,
        size: 10,
        font,
      });
    }
  }
  return doc.save({ useObjectStreams });
}

/**
 * A one-page PDF of about `bytes` bytes: a full-page image of random RGB noise stored
 * uncompressed (noise does not compress), so every byte must be hashed when sealing.
 */
export async function makeLargePdf(bytes = 10 * 1024 * 1024): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const image = doc.context.stream(randomBytes(side * side * 3), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
  });
  const page = doc.addPage(A4);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Anexo gráfico — imagen de prueba', { x: 56, y: 800, size: 14, font });
  const name = page.node.newXObject('Noise', doc.context.register(image));
  const content = doc.context.stream(`q 483 0 0 483 56 300 cm ${name.toString()} Do Q`);
  page.node.addContentStream(doc.context.register(content));
  return doc.save({ useObjectStreams: true });
}
