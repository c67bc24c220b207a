import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

const A4: [number, number] = [595.28, 841.89];

/** A label to print: its text, page (1-based) and baseline origin in points. */
export interface TLabel {
  page: number;
  text: string;
  x: number;
  y: number;
  /** A signing line drawn (a path, not text) this many points above the baseline. */
  lineAbove?: number;
}

/**
 * An A4 contract made at test time (no binary fixtures in git): `pages` pages of numbered
 * clauses from the top down to y 218, then the labels given (e.g. "Firma del cliente" low
 * on page 3). Used by tests and by hand.
 */
export async function makeLabelledPdf(pages: number, labels: TLabel[] = []): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let index = 0; index < pages; index += 1) {
    const page = doc.addPage(A4);
    page.drawText(`Contrato de servicios, página ${index + 1} de ${pages}`, {
      x: 56,
      y: 780,
      size: 15,
      font: bold,
    });
    for (let line = 0; line < 30; line += 1) {
      page.drawText(`${index * 30 + line + 1}. El cliente acepta la cláusula ${line + 1}.`, {
        x: 56,
        y: 740 - line * 18,
        size: 10,
        font,
      });
    }
    for (const label of labels.filter((item) => item.page === index + 1)) {
      page.drawText(label.text, { x: label.x, y: label.y, size: 11, font });
      if (label.lineAbove !== undefined) {
        const y = label.y + label.lineAbove;
        page.drawLine({ start: { x: label.x, y }, end: { x: label.x + 200, y }, thickness: 0.8 });
      }
    }
  }
  return doc.save();
}
