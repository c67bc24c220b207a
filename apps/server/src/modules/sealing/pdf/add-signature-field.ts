import { type PDFDict, PDFName, PDFNumber, type PDFRef } from '@cantoo/pdf-lib';
import { SealingError } from '../sealing-error.ts';
import { appearanceObjects, type TAppearanceInput } from './appearance-objects.ts';
import {
  acroFormOf,
  appendRef,
  pageLeaves,
  rawObject as raw,
  uniqueFieldName,
} from './form-structure.ts';
import { serialize, type TUpdateObject } from './incremental-writer.ts';
import type { TPdfSource } from './open-pdf.ts';
import { pdfText } from './signature-dictionary.ts';

export interface TFieldInput {
  pageIndex: number;
  /** Widget rectangle in page user space; [0 0 0 0] for an invisible signature. */
  rect: [number, number, number, number];
  /** Appearance content stream and its size (BBox), or none for an invisible field. */
  appearance?: TAppearanceInput;
  signatureBody: Uint8Array;
  /** Filled fields written with the signature: printed, locked annotations of their own. */
  annotations?: {
    pageIndex: number;
    rect: [number, number, number, number];
    appearance: TAppearanceInput;
  }[];
}

const rectText = (rect: [number, number, number, number]) =>
  rect.map((v) => Number(v.toFixed(3))).join(' ');

/**
 * Adds a signature field the way ISO 32000-1 12.7.4.5 / 12.8 lays it out: one merged
 * field+widget dictionary (/FT /Sig, /V -> the signature dictionary, /AP /N -> the stamp),
 * appended to the page's /Annots and to /AcroForm /Fields, with /SigFlags 3
 * (SignaturesExist | AppendOnly). Only the containers that really change are rewritten:
 * the /Annots or /Fields array when it is an indirect object, otherwise the page, the
 * AcroForm or the catalog that holds it directly. Page content is never touched.
 */
export async function addSignatureField(
  source: TPdfSource,
  input: TFieldInput,
): Promise<{
  objects: TUpdateObject[];
  signatureNumber: number;
  fieldName: string;
}> {
  const context = source.doc.context;
  context.largestObjectNumber = source.nextObjectNumber - 1;
  const leaves = pageLeaves(source);
  const [page, pageRef] = leaves[input.pageIndex] ?? [];
  if (!page || !pageRef)
    throw new SealingError('INVALID_STAMP', `page ${input.pageIndex + 1} does not exist`);

  const changed = new Set<PDFRef>();
  const signature = context.nextRef();
  const widget = context.nextRef();
  const objects: TUpdateObject[] = [
    raw(signature.objectNumber, Buffer.from(input.signatureBody).toString('latin1')),
  ];

  const appendTo = (holder: PDFDict, holderRef: PDFRef, key: string, ref: PDFRef) =>
    appendRef(context, [holder, holderRef], key, ref, changed);
  appendTo(page, pageRef, 'Annots', widget);
  const filled: { ref: PDFRef; pageRef: PDFRef; rect: string; appearance: TAppearanceInput }[] = [];
  for (const annotation of input.annotations ?? []) {
    const [fieldPage, fieldPageRef] = leaves[annotation.pageIndex] ?? [];
    if (!fieldPage || !fieldPageRef)
      throw new SealingError('INVALID_STAMP', `page ${annotation.pageIndex + 1} does not exist`);
    const ref = context.nextRef();
    appendTo(fieldPage, fieldPageRef, 'Annots', ref);
    filled.push({
      ref,
      pageRef: fieldPageRef,
      rect: rectText(annotation.rect),
      appearance: annotation.appearance,
    });
  }

  const [form, acroRef] = acroFormOf(source, changed);
  const fieldName = uniqueFieldName(form);
  appendTo(form, acroRef, 'Fields', widget);
  form.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  changed.add(acroRef);

  const appearance = input.appearance
    ? await appearanceObjects(context, input.appearance)
    : undefined;
  if (appearance) objects.push(...appearance.objects);
  const ap = appearance ? ` /AP << /N ${appearance.ref} >>` : '';
  const rect = rectText(input.rect);
  // A filled field: a /Stamp annotation showing its value, printed (4) and locked (128).
  for (const field of filled) {
    const drawn = await appearanceObjects(context, field.appearance);
    objects.push(...drawn.objects);
    objects.push(
      raw(
        field.ref.objectNumber,
        `<< /Type /Annot /Subtype /Stamp /F 132 /P ${field.pageRef} /Rect [${field.rect}] /AP << /N ${drawn.ref} >> >>`,
      ),
    );
  }
  objects.push(
    raw(
      widget.objectNumber,
      `<< /Type /Annot /Subtype /Widget /FT /Sig /F 132 /T ${pdfText(fieldName)} /V ${signature} /P ${pageRef} /Rect [${rect}]${ap} >>`,
    ),
  );

  // Rewritten originals keep their numbers and generations; objects pdf-lib created for
  // us (a new AcroForm, the image and its soft mask) follow under their new numbers.
  for (const ref of changed) {
    objects.push({
      objectNumber: ref.objectNumber,
      generation: ref.generationNumber,
      body: serialize(context.lookup(ref) as PDFDict),
    });
  }
  const written = new Set(objects.map((object) => object.objectNumber));
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (ref.objectNumber >= source.nextObjectNumber && !written.has(ref.objectNumber)) {
      objects.push({ objectNumber: ref.objectNumber, generation: 0, body: serialize(object) });
    }
  }
  return { objects, signatureNumber: signature.objectNumber, fieldName };
}
