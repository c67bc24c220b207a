import { createHash } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import { AppError } from '../../platform/errors.ts';

/** Uploaded PDFs above this size are refused (issue 4: "> 20 MB PDFs refused"). */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;

export type TPdfRejection = 'too-large' | 'not-pdf' | 'encrypted' | 'broken';

const MESSAGES: Record<TPdfRejection, string> = {
  'too-large': 'The PDF is larger than the allowed size',
  'not-pdf': 'The document is not a PDF',
  encrypted: 'The PDF is encrypted or password-protected',
  broken: 'The PDF is damaged or incomplete',
};

/**
 * Why an uploaded document was refused. An AppError, so it maps to an HTTP answer by
 * itself: too large → PAYLOAD_TOO_LARGE (413), anything else → UNSUPPORTED_MEDIA_TYPE (415).
 */
export class PdfRejectedError extends AppError {
  constructor(
    readonly reason: TPdfRejection,
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'too-large' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
      MESSAGES[reason],
    );
    this.name = 'PdfRejectedError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export interface TInspectedPdf {
  pages: number;
  /** Lower-case hex SHA-256 of the bytes (the blob store key). */
  sha256: string;
  byteLength: number;
}

/**
 * Checks an uploaded PDF by its content: size, the %PDF- header within the first 1024
 * bytes, a trailer that points at a cross-reference section (a truncated file has none;
 * sealing appends an incremental update that must chain to it), a full parse, no
 * encryption and at least one page.
 */
export async function inspectUploadedPdf(
  bytes: Uint8Array,
  { maxBytes = MAX_PDF_BYTES }: { maxBytes?: number } = {},
): Promise<TInspectedPdf> {
  if (bytes.byteLength > maxBytes) throw new PdfRejectedError('too-large');
  const header = indexOf(bytes.subarray(0, 1024), '%PDF-');
  if (header < 0) throw new PdfRejectedError('not-pdf');
  if (!hasValidTrailer(bytes, header)) throw new PdfRejectedError('broken');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw new PdfRejectedError('broken', { cause: error });
  }
  if (doc.isEncrypted) throw new PdfRejectedError('encrypted');
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch (error) {
    throw new PdfRejectedError('broken', { cause: error });
  }
  if (pages < 1) throw new PdfRejectedError('broken');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { pages, sha256, byteLength: bytes.byteLength };
}

/**
 * `%%EOF` in the last 1024 bytes (where readers look for it) preceded by
 * `startxref <offset>`, and the offset lands on an `xref` table or an xref stream object,
 * counted from the file start or, as some writers do, from a header preceded by junk.
 */
function hasValidTrailer(bytes: Uint8Array, header: number): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail.slice(0, tail.lastIndexOf('%%EOF') + 5));
  if (!match?.[1]) return false;
  const offset = Number(match[1]);
  return [offset, offset + header].some((at) => {
    if (!Number.isSafeInteger(at) || at >= bytes.byteLength) return false;
    const head = Buffer.from(bytes.subarray(at, at + 64)).toString('latin1');
    return /^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(head);
  });
}

function indexOf(bytes: Uint8Array, ascii: string): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(ascii, 0, 'latin1');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:application\/pdf;base64,/i;

/**
 * Decodes a PDF sent as base64. Strict: only the standard alphabet with its padding, the
 * length a multiple of 4; tolerated are a `data:application/pdf;base64,` prefix and the
 * CR/LF line breaks of MIME-wrapped base64. Anything else is 'not-pdf'; a string whose
 * decoded size would exceed `maxBytes` is 'too-large' before anything is allocated.
 */
export function decodeBase64Pdf(
  b64: string,
  { maxBytes = MAX_PDF_BYTES }: { maxBytes?: number } = {},
): Uint8Array {
  const body = b64.trim().replace(DATA_URL_PREFIX, '').replace(/\r?\n/g, '');
  if (Math.floor(body.length / 4) * 3 > maxBytes + 2) throw new PdfRejectedError('too-large');
  if (body.length === 0 || body.length % 4 !== 0 || !BASE64.test(body)) {
    throw new PdfRejectedError('not-pdf');
  }
  const bytes = Buffer.from(body, 'base64');
  if (bytes.byteLength > maxBytes) throw new PdfRejectedError('too-large');
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
