import { expect } from 'vitest';
import { PdfRejectedError } from '../inspect-pdf.ts';

/** The PdfRejectedError that `promise` rejects with; the test fails on anything else. */
export async function rejection(promise: Promise<unknown>): Promise<PdfRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PdfRejectedError);
  return error as PdfRejectedError;
}
