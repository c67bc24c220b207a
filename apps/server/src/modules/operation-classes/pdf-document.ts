import {
  PageSizes,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  rgb,
  StandardFonts,
} from '@cantoo/pdf-lib';
import { toFontSafe } from './pdf-text.ts';
import type { TTemplateLanguage } from './template-types.ts';
import type { TFlowFonts } from './text-flow.ts';

/** Page geometry shared by the generated documents (A4, PDF points). */
export const PAGE = { width: PageSizes.A4[0], height: PageSizes.A4[1], margin: 50 } as const;

const LANGUAGE_TAGS: Record<TTemplateLanguage, string> = { es: 'es-ES', en: 'en-GB', it: 'it-IT' };

/**
 * A new one-page A4 document with Helvetica (WinAnsi) embedded. The metadata dates are
 * the document date, so the same input always gives the same bytes (and hash).
 */
export async function createA4Document(meta: {
  title: string;
  language: TTemplateLanguage;
  date: Date;
}): Promise<{ doc: PDFDocument; page: PDFPage; fonts: TFlowFonts }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setLanguage(LANGUAGE_TAGS[meta.language]);
  doc.setAuthor('Confirma');
  doc.setCreator('Confirma');
  doc.setProducer('Confirma (pdf-lib)');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const page = doc.addPage(PageSizes.A4);
  return { doc, page, fonts };
}

/** Classic cross-reference table (no object streams): the most widely readable form. */
export function saveDocument(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false });
}

const GREY = rgb(0.4, 0.4, 0.4);

/** One line of text centred on the page. */
export function drawCentred(
  page: PDFPage,
  font: PDFFont,
  raw: string,
  size: number,
  y: number,
  color = rgb(0, 0, 0),
): void {
  const text = toFontSafe(font, raw);
  const x = (PAGE.width - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y, size, font, color });
}

/** Footer line, right-aligned under the body so that it clears the signature box. */
export function drawFooter(page: PDFPage, fonts: TFlowFonts, raw: string): void {
  const text = toFontSafe(fonts.regular, raw);
  const size = 7;
  const x = PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(text, size);
  page.drawText(text, { x, y: 28, size, font: fonts.regular, color: GREY });
}
