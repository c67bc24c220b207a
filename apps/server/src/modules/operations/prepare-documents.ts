import type { TCreateOperationRequest } from '@confirma/contracts/operations';
import type { TBlobStore } from '../../platform/blobs/blob-store.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeBase64Pdf, inspectUploadedPdf, PdfRejectedError } from '../templates/inspect-pdf.ts';
import { resolveTemplate } from '../templates/template-catalog.ts';
import type { signerValues } from './signer-fields.ts';

export interface TPreparedDocument {
  reference: string;
  name: string;
  label: string;
  flags: Record<string, unknown>;
  pages: number;
  sha256: string;
  position: number;
}

/**
 * Turns the payload's documents into stored PDFs: an uploaded PDF (checked by content) or,
 * when a document comes without one, the template's own document rendered for the signer.
 * Returns the documents and the blobs this call created (to remove if the operation is not
 * created after all).
 */
export async function prepareDocuments(
  blobs: TBlobStore,
  request: TCreateOperationRequest,
  signer: ReturnType<typeof signerValues>,
  /** Changes each checked PDF before it is stored (the demo's watermark). */
  transform?: (pdf: Uint8Array) => Promise<Uint8Array>,
) {
  const template = resolveTemplate(request.operationData.opClass as never);
  const entries = Object.entries(request.documents);
  if (entries.length === 0) {
    entries.push([
      template.documentReference,
      { documentName: `${template.documentReference}.pdf`, documentB64: '' },
    ]);
  }
  const prepared: TPreparedDocument[] = [];
  const created: string[] = [];
  for (const [index, [key, document]] of entries.entries()) {
    let bytes: Uint8Array;
    if (document.documentB64) {
      try {
        bytes = decodeBase64Pdf(document.documentB64);
      } catch (error) {
        throw rejected(error, key);
      }
    } else if (template.render) {
      bytes = await template.render({
        language: signer.language,
        signer: {
          name: signer.name,
          lastname: signer.lastname,
          email: signer.email ?? '',
          nif: signer.nif ?? undefined,
          cellphone: signer.cellphone ?? undefined,
        },
        date: new Date(),
      });
    } else {
      throw new AppError('VALIDATION_FAILED', `Document ${key} needs documentB64`, [
        { path: `body.documents.${key}.documentB64`, message: 'required' },
      ]);
    }
    let inspected: Awaited<ReturnType<typeof inspectUploadedPdf>>;
    try {
      inspected = await inspectUploadedPdf(bytes);
    } catch (error) {
      throw rejected(error, key);
    }
    if (transform) bytes = await transform(bytes);
    const stored = await blobs.put(bytes);
    if (stored.created) created.push(stored.key);
    const { documentName, documentLabel, documentB64: _b64, reference, ...flags } = document;
    prepared.push({
      reference: reference ?? key,
      name: documentName,
      label: documentLabel ?? documentName,
      flags,
      pages: inspected.pages,
      sha256: stored.key,
      position: index,
    });
  }
  return { documents: prepared, createdBlobs: created };
}

function rejected(error: unknown, key: string): Error {
  if (!(error instanceof PdfRejectedError)) return error as Error;
  const code = error.reason === 'too-large' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE';
  return new AppError(code, `Document ${key}: ${error.message}`, [
    { path: `body.documents.${key}.documentB64`, message: error.reason },
  ]);
}
