import { AppError } from '../../platform/errors.ts';
import type { TOperationsContext } from '../operations/index.ts';
import { checkPdfEnvelope, decodeBase64Pdf, PdfRejectedError } from '../pdf-inspection/index.ts';
import { sha256Hex } from './notification-hash.ts';

/**
 * The notified document checked by content, as every upload is: base64, size, `%PDF-`
 * header and trailer here, then the parse and the active-content search in the PDF
 * inspector's worker threads. A refusal names the field (`body.document`).
 */
export async function checkNotifiedPdf(
  context: Pick<TOperationsContext, 'pdfInspector'>,
  b64: string,
) {
  try {
    const bytes = decodeBase64Pdf(b64);
    checkPdfEnvelope(bytes);
    const inspected = await context.pdfInspector.inspect(bytes);
    return { bytes, pages: inspected.pages, sha256: sha256Hex(bytes) };
  } catch (error) {
    if (!(error instanceof PdfRejectedError)) throw error;
    throw new AppError(error.code, `Document: ${error.message}`, [
      { path: 'body.document.b64', message: error.reason },
    ]);
  }
}
