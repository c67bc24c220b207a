import type { TCreateOperationRequest, TOperationDocument } from '@confirma/contracts/operations';
import type { TBlobStore } from '../../platform/blobs/blob-store.ts';
import { AppError } from '../../platform/errors.ts';
import type { TLogger } from '../../platform/logger.ts';
import { resolveTemplate } from '../operation-classes/index.ts';
import {
  checkPdfEnvelope,
  decodeBase64Pdf,
  PdfRejectedError,
  type TAnchorHit,
  type TInspectedPdf,
  type TPdfInspector,
  type TSignaturePlace,
} from '../pdf-inspection/index.ts';
import type { signerValues, TBoxedDocument } from '../signer-requests/index.ts';

export interface TPreparedDocument extends TBoxedDocument {
  reference: string;
  name: string;
  label: string;
  flags: Record<string, unknown>;
  pages: number;
  sha256: string;
  position: number;
  /** Where the anchor texts of the fields on this document are written (null: nowhere). */
  anchors: Map<string, TAnchorHit | null>;
}

/** The anchor texts the request's fields look for in the document `reference`. */
function anchorsOn(request: TCreateOperationRequest, reference: string, first: string) {
  const texts = request.signers.flatMap((signer) =>
    (signer.fields ?? []).flatMap((field) =>
      field.anchor && (field.reference ?? first) === reference ? [field.anchor.text] : [],
    ),
  );
  return [...new Set(texts)];
}

/**
 * The payload's documents by key; none: the template's own document under its reference
 * (documents.contrato), rendered for the signer.
 */
export function documentEntries(request: TCreateOperationRequest): [string, TOperationDocument][] {
  const entries = Object.entries(request.documents);
  if (entries.length > 0) return entries;
  const { documentReference } = resolveTemplate(request.operationData.opClass);
  return [[documentReference, { documentName: `${documentReference}.pdf`, documentB64: '' }]];
}

/**
 * Turns the payload's documents into stored PDFs: an uploaded PDF (checked by content) or,
 * when a document comes without one, the template's own document rendered for the signer.
 * Cheap checks first: every document is decoded and its size and header checked before any
 * is parsed; the parse runs in the PDF inspector's worker threads; nothing is stored until
 * every document has passed. An uploaded document whose signers lack boxes is then searched
 * (in those threads too) for its signature labels; a template's document brings its box. Returns the documents and the blobs this call created (to
 * remove if the operation is not created after all).
 */
export async function prepareDocuments(
  platform: { blobs: TBlobStore; pdfInspector: TPdfInspector; log: TLogger },
  {
    request,
    signer,
    transform,
    boxesToFind,
  }: {
    request: TCreateOperationRequest;
    signer: ReturnType<typeof signerValues>;
    /** How many signature boxes to look for by the labels of an uploaded document. */
    boxesToFind: (reference: string) => number;
    /** Changes each checked PDF before it is stored (the demo's watermark). */
    transform?: ((pdf: Uint8Array) => Promise<Uint8Array>) | undefined;
  },
) {
  const template = resolveTemplate(request.operationData.opClass);
  const entries = documentEntries(request);
  const pdfs: Uint8Array[] = [];
  for (const [key, document] of entries) {
    if (document.documentB64) {
      pdfs.push(checked(key, () => decodeUpload(document.documentB64)));
    } else if (template.render) {
      pdfs.push(
        await template.render({
          language: signer.language,
          signer: {
            name: signer.name,
            lastname: signer.lastname,
            email: signer.email ?? '',
            nif: signer.nif ?? undefined,
            cellphone: signer.cellphone ?? undefined,
          },
          date: new Date(),
        }),
      );
    } else {
      throw new AppError('VALIDATION_FAILED', `Document ${key} needs documentB64`, [
        { path: `body.documents.${key}.documentB64`, message: 'required' },
      ]);
    }
  }
  const inspected: TInspectedPdf[] = [];
  const places: TSignaturePlace[][] = [];
  const anchors: Map<string, TAnchorHit | null>[] = [];
  const [firstKey, firstDocument] = entries[0] ?? [];
  const firstReference = firstDocument?.reference ?? firstKey ?? '';
  for (const [index, [key, document]] of entries.entries()) {
    const pdf = pdfs[index] as Uint8Array;
    const checkedPdf = await platform.pdfInspector
      .inspect(pdf)
      .catch((error) => rejected(error, key));
    inspected.push(checkedPdf);
    const wanted = document.documentB64 ? boxesToFind(document.reference ?? key) : 0;
    const found = await platform.pdfInspector.findSignaturePlaces(
      { bytes: pdf, sha256: checkedPdf.sha256 },
      wanted,
    );
    if (found.failure)
      platform.log.warn({ document: key, failure: found.failure }, 'no signature labels read');
    places.push(found.places);
    const texts = anchorsOn(request, document.reference ?? key, firstReference);
    const read = await platform.pdfInspector.findAnchors(
      { bytes: pdf, sha256: checkedPdf.sha256 },
      texts,
    );
    if (read.failure)
      platform.log.warn({ document: key, failure: read.failure }, 'no anchor texts read');
    anchors.push(new Map(texts.map((text, at) => [text, read.hits[at] ?? null])));
  }
  const prepared: TPreparedDocument[] = [];
  const created: string[] = [];
  try {
    for (const [index, [key, document]] of entries.entries()) {
      let bytes = pdfs[index] as Uint8Array;
      if (transform) bytes = await transform(bytes);
      const stored = await platform.blobs.put(bytes);
      if (stored.created) created.push(stored.key);
      const { documentName, documentLabel, documentB64: _b64, reference, ...flags } = document;
      prepared.push({
        reference: reference ?? key,
        name: documentName,
        label: documentLabel ?? documentName,
        flags,
        pages: inspected[index]?.pages ?? 0,
        pageSizes: inspected[index]?.pageSizes ?? [],
        templateBox: document.documentB64 ? undefined : template.signatureBox,
        places: places[index] ?? [],
        sha256: stored.key,
        position: index,
        anchors: anchors[index] ?? new Map(),
      });
    }
  } catch (error) {
    await Promise.all(created.map((key) => platform.blobs.delete(key)));
    throw error;
  }
  return { documents: prepared, createdBlobs: created };
}

/** An upload's bytes with the checks that need no parsing: base64, size, header, trailer. */
function decodeUpload(b64: string): Uint8Array {
  const bytes = decodeBase64Pdf(b64);
  checkPdfEnvelope(bytes);
  return bytes;
}

function checked<T>(key: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    return rejected(error, key);
  }
}

/** A refused document, with the field it came in. */
function rejected(error: unknown, key: string): never {
  if (!(error instanceof PdfRejectedError)) throw error;
  throw new AppError(error.code, `Document ${key}: ${error.message}`, [
    { path: `body.documents.${key}.documentB64`, message: error.reason },
  ]);
}
