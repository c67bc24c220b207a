import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFPageLeaf,
  type PDFRef,
  PDFString,
} from '@cantoo/pdf-lib';
import type { TUpdateObject } from './incremental-writer.ts';
import type { TPdfSource } from './open-pdf.ts';

/** An object of the update written as literal PDF syntax (ASCII or latin1). */
export const rawObject = (objectNumber: number, text: string): TUpdateObject => ({
  objectNumber,
  generation: 0,
  body: Buffer.from(text, 'latin1'),
});

/** The page leaves in document order, with their references. */
export function pageLeaves(source: TPdfSource): [PDFPageLeaf, PDFRef][] {
  const leaves: [PDFPageLeaf, PDFRef][] = [];
  source.doc.catalog.Pages().traverse((node, ref) => {
    if (node instanceof PDFPageLeaf) leaves.push([node, ref]);
  });
  return leaves;
}

/** "Confirma seal N" with the first N no top-level field of the form already uses. */
export function uniqueFieldName(form: PDFDict): string {
  const fields = form.lookup(PDFName.of('Fields'));
  const taken = new Set<string>();
  if (fields instanceof PDFArray) {
    for (let i = 0; i < fields.size(); i += 1) {
      const field = fields.lookup(i);
      const title = field instanceof PDFDict ? field.lookup(PDFName.of('T')) : undefined;
      if (title instanceof PDFString || title instanceof PDFHexString)
        taken.add(title.decodeText());
    }
  }
  let index = 1;
  while (taken.has(`Confirma seal ${index}`)) index += 1;
  return `Confirma seal ${index}`;
}
