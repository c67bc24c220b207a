import type { TImageAnalysis } from '@confirma/vision';

/** Printed fields that, two of them read, make a card front without portrait a document. */
const FRONT_FIELDS = [
  'lastName',
  'firstName',
  'birthDate',
  'expirationDate',
  'documentNumber',
  'idNumber',
] as const;

/**
 * Lines of print a front must show beside its portrait, MRZ and fields aside. Measured
 * (`npm run bench -- ocr-documents`, docs/vision.md "Documents"): every
 * document of the evaluation set charged for its portrait read 8 lines or more; portraits,
 * printed photographs and selfies read 3 at most.
 */
export const PORTRAIT_MIN_PRINTED_LINES = 6;

export type TDocumentRefusal = 'DOCUMENT_NOT_FOUND' | 'MRZ_UNREADABLE';

/**
 * Why a photo's analysis is no document to read and charge, or null when it is one. A
 * document is something the engine saw with something of it to read: a valid MRZ (one
 * whose check digits fail is MRZ_UNREADABLE), two printed fields, or a portrait with lines
 * of print around it. A face with nothing printed beside it (a portrait, a photograph on a
 * table, a selfie whose frame the engine took for a card) is not; nor is a plain
 * rectangle (a sheet of paper, a blank card, a tight crop of nothing).
 */
export function documentRefusal(analysis: TImageAnalysis): TDocumentRefusal | null {
  const { kind, document, mrz, text } = analysis;
  if (kind === 'none' || kind === 'face' || !document) return 'DOCUMENT_NOT_FOUND';
  if (mrz) return mrz.valid ? null : 'MRZ_UNREADABLE';
  if (FRONT_FIELDS.filter((field) => text?.[field]).length >= 2) return null;
  const printed = text?.lines.length ?? 0;
  return document.portrait && printed >= PORTRAIT_MIN_PRINTED_LINES ? null : 'DOCUMENT_NOT_FOUND';
}
