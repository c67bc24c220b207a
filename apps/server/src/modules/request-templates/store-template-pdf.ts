import type { TPickedPdf } from '@confirma/contracts/creation';
import { AppError } from '../../platform/errors.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { checkPdfEnvelope, decodeBase64Pdf, PdfRejectedError } from '../pdf-inspection/index.ts';
import type { TTemplatePageSize } from './request-templates-schema.ts';

/** A template's own PDF as stored: its blob key, name, pages and their sizes. */
export interface TStoredPdf {
  sha256: string;
  name: string;
  pages: number;
  pageSizes: TTemplatePageSize[];
}

/**
 * The sender's PDF checked as an operation's upload is (size, header and trailer, then the
 * PDF inspector's parse: not damaged, not encrypted, no active content, not too complex),
 * then kept in the blob store. A refused PDF stores nothing; its problem names
 * `body.document.b64`.
 */
export async function storeTemplatePdf(
  context: Pick<TOperationsContext, 'platform' | 'pdfInspector'>,
  pdf: TPickedPdf,
): Promise<TStoredPdf> {
  let inspected: Awaited<ReturnType<typeof context.pdfInspector.inspect>>;
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64Pdf(pdf.b64);
    checkPdfEnvelope(bytes);
    inspected = await context.pdfInspector.inspect(bytes);
  } catch (error) {
    if (!(error instanceof PdfRejectedError)) throw error;
    throw new AppError(error.code, `The document: ${error.message}`, [
      { path: 'body.document.b64', message: error.reason },
    ]);
  }
  const stored = await context.platform.blobs.put(bytes);
  return {
    sha256: stored.key,
    name: pdf.name,
    pages: inspected.pages,
    pageSizes: inspected.pageSizes.map(({ width, height }) => ({ width, height })),
  };
}
