import type { PDFContext, PDFRef, PngEmbedder } from '@cantoo/pdf-lib';
import { rawObject } from './form-structure.ts';
import type { TUpdateObject } from './incremental-writer.ts';

export interface TAppearanceInput {
  content: string;
  width: number;
  height: number;
  image?: PngEmbedder;
}

/**
 * The widget's normal appearance: a form XObject running the stamp's content stream,
 * with two standard-14 font dictionaries (Helvetica and Helvetica-Bold, WinAnsiEncoding,
 * not embedded) and, for a handwritten seal, the PNG as an image XObject whose alpha
 * becomes an /SMask (pdf-lib's PNG embedder registers both in the context).
 */
export async function appearanceObjects(
  context: PDFContext,
  input: TAppearanceInput,
): Promise<{ ref: PDFRef; objects: TUpdateObject[] }> {
  const [stream, regular, bold] = [context.nextRef(), context.nextRef(), context.nextRef()];
  const imageRef = input.image ? await input.image.embedIntoContext(context) : undefined;
  const font = (base: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`;
  const xobjects = imageRef ? ` /XObject << /Im1 ${imageRef} >>` : '';
  const resources = `<< /Font << /F1 ${regular} /F2 ${bold} >>${xobjects} >>`;
  const dictionary = `<< /Type /XObject /Subtype /Form /BBox [0 0 ${input.width} ${input.height}] /Resources ${resources} /Length ${input.content.length} >>`;
  return {
    ref: stream,
    objects: [
      rawObject(regular.objectNumber, font('Helvetica')),
      rawObject(bold.objectNumber, font('Helvetica-Bold')),
      rawObject(stream.objectNumber, `${dictionary}\nstream\n${input.content}\nendstream`),
    ],
  };
}
