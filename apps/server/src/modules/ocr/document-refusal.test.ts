import type { TImageAnalysis } from '@confirma/vision';
import { describe, expect, it } from 'vitest';
import { documentRefusal, PORTRAIT_MIN_PRINTED_LINES } from './document-refusal.ts';

/** An analysis of a card front the engine saw, with what was read on it. */
function front(
  read: { portrait?: boolean; lines?: number; fields?: Record<string, string> } = {},
): TImageAnalysis {
  const lines = Array.from({ length: read.lines ?? 0 }, (_, index) => `LINE ${index}`);
  return {
    kind: 'id-front',
    document: {
      documenttype: 'anverso / front',
      confidence: 0.81,
      detected: true,
      corners: [],
      portrait: read.portrait ?? false,
    },
    mrz: null,
    text: lines.length || read.fields ? { lines, ...read.fields } : null,
  } as unknown as TImageAnalysis;
}

describe('what the OCR service charges as a document', () => {
  it('refuses a face with no print beside it: a portrait photograph the engine took for a front', () => {
    expect(documentRefusal(front({ portrait: true }))).toBe('DOCUMENT_NOT_FOUND');
    const selfie = front({ portrait: true, lines: PORTRAIT_MIN_PRINTED_LINES - 1 });
    expect(documentRefusal(selfie)).toBe('DOCUMENT_NOT_FOUND');
  });

  it('takes a portrait with lines of print around it, or two printed fields', () => {
    const card = front({ portrait: true, lines: PORTRAIT_MIN_PRINTED_LINES });
    expect(documentRefusal(card)).toBeNull();
    const fields = front({ fields: { lastName: 'GARCÍA', birthDate: '1992-03-17' } });
    expect(documentRefusal(fields)).toBeNull();
    expect(documentRefusal(front({ lines: 20 }))).toBe('DOCUMENT_NOT_FOUND');
  });

  it('decides by the MRZ when there is one, and refuses what is no document at all', () => {
    const withMrz = (valid: boolean) =>
      ({ ...front(), kind: 'id-back', mrz: { valid } }) as unknown as TImageAnalysis;
    expect(documentRefusal(withMrz(true))).toBeNull();
    expect(documentRefusal(withMrz(false))).toBe('MRZ_UNREADABLE');
    expect(documentRefusal({ ...front(), kind: 'face' })).toBe('DOCUMENT_NOT_FOUND');
    expect(documentRefusal({ ...front(), document: null })).toBe('DOCUMENT_NOT_FOUND');
  });
});
