import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFPageLeaf,
  PDFRef,
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

/**
 * Appends `ref` to the array `key` of `holder` (creating it), and records what must be
 * rewritten: the array itself when it is an indirect object, else its holder.
 */
export function appendRef(
  context: PDFContext,
  [holder, holderRef]: [PDFDict, PDFRef],
  key: string,
  ref: PDFRef,
  changed: Set<PDFRef>,
) {
  const value = holder.get(PDFName.of(key));
  if (value instanceof PDFRef) {
    context.lookup(value, PDFArray).push(ref);
    changed.add(value);
  } else if (value instanceof PDFArray) {
    value.push(ref);
    changed.add(holderRef);
  } else {
    holder.set(PDFName.of(key), context.obj([ref]));
    changed.add(holderRef);
  }
}

/**
 * The /AcroForm dictionary and the object to rewrite when it changes (itself when
 * indirect, else the catalog); a new one, registered and linked from the catalog, when
 * the PDF has none.
 */
export function acroFormOf(source: TPdfSource, changed: Set<PDFRef>): [PDFDict, PDFRef] {
  const context = source.doc.context;
  const rootRef = context.trailerInfo.Root as PDFRef;
  const catalog = source.doc.catalog;
  const acroForm = catalog.get(PDFName.of('AcroForm'));
  if (acroForm instanceof PDFRef) return [context.lookup(acroForm, PDFDict), acroForm];
  if (acroForm instanceof PDFDict) return [acroForm, rootRef];
  const created = context.obj({});
  const createdRef = context.register(created);
  catalog.set(PDFName.of('AcroForm'), createdRef);
  changed.add(rootRef);
  return [created, createdRef];
}

/**
 * "<prefix> N" with the first N no top-level field of the form already uses, nor `taken`
 * (fields of this call whose widgets pdf-lib does not hold).
 */
export function uniqueFieldName(
  form: PDFDict,
  prefix = 'Confirma seal',
  taken: ReadonlySet<string> = new Set(),
): string {
  const fields = form.lookup(PDFName.of('Fields'));
  const used = new Set<string>(taken);
  if (fields instanceof PDFArray) {
    for (let i = 0; i < fields.size(); i += 1) {
      const field = fields.lookup(i);
      const title = field instanceof PDFDict ? field.lookup(PDFName.of('T')) : undefined;
      if (title instanceof PDFString || title instanceof PDFHexString) used.add(title.decodeText());
    }
  }
  let index = 1;
  while (used.has(`${prefix} ${index}`)) index += 1;
  return `${prefix} ${index}`;
}
