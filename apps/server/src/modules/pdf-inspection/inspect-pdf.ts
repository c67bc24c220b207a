import { createHash } from 'node:crypto';
import { PDFDocument, type PDFPageLeaf } from '@cantoo/pdf-lib';
import type { TErrorCode } from '@confirma/contracts/errors';
import { AppError } from '../../platform/errors.ts';
import { declaredObjects } from './declared-objects.ts';
import { findActiveContent } from './find-active-content.ts';
import { measureInflatedStreams, StreamBudgetError } from './measure-pdf-streams.ts';

/** Uploaded PDFs above this size are refused . */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/**
 * How far an uploaded PDF's streams may inflate, all together: `ratio` times the file's
 * size, and `maxBytes` at most (PDF_MAX_INFLATE_RATIO, PDF_MAX_INFLATED_BYTES).
 */
export interface TInflateLimits {
  ratio: number;
  maxBytes: number;
  /**
   * What the object and cross-reference streams may inflate to: every later parse of the
   * stored document (each seal) decodes them on load.
   */
  structureBytes: number;
}

export const DEFAULT_INFLATE_LIMITS: TInflateLimits = {
  ratio: 50,
  maxBytes: 200 * 1024 * 1024,
  structureBytes: 16 * 1024 * 1024,
};

/**
 * Objects an uploaded PDF may declare or hold (PDF_MAX_OBJECTS): each seal parses them
 * all, tens of microseconds each, so 250,000 cost seconds of a seal thread per signature.
 */
export const DEFAULT_MAX_OBJECTS = 100_000;

export type TPdfRejection =
  | 'too-large'
  | 'not-pdf'
  | 'leading-junk'
  | 'encrypted'
  | 'broken'
  | 'too-complex'
  | 'active-content';

const REJECTIONS: Record<TPdfRejection, { code: TErrorCode; message: string }> = {
  'too-large': { code: 'PAYLOAD_TOO_LARGE', message: 'The PDF is larger than the allowed size' },
  'not-pdf': { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The document is not a PDF' },
  'leading-junk': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The file must begin with %PDF-: something comes before the PDF header',
  },
  encrypted: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The PDF is encrypted or password-protected',
  },
  broken: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The PDF is damaged or incomplete' },
  'too-complex': {
    code: 'PDF_TOO_COMPLEX',
    message: 'The PDF is too complex to be read within the allowed limits',
  },
  'active-content': {
    code: 'PDF_ACTIVE_CONTENT',
    message: 'The PDF carries active content, which is not accepted',
  },
};

/**
 * Why an uploaded document was refused. An AppError, so it maps to an HTTP answer by
 * itself: too large → PAYLOAD_TOO_LARGE (413), too complex → PDF_TOO_COMPLEX (413), active
 * content → PDF_ACTIVE_CONTENT (415), anything else → UNSUPPORTED_MEDIA_TYPE (415).
 */
export class PdfRejectedError extends AppError {
  /** What was found, when the reason alone does not say it (the kinds of active content). */
  readonly specifics: string | undefined;

  constructor(
    readonly reason: TPdfRejection,
    options?: { cause?: unknown; specifics?: string | undefined },
  ) {
    const { code, message } = REJECTIONS[reason];
    super(code, options?.specifics ? `${message}: ${options.specifics}` : message);
    this.specifics = options?.specifics;
    this.name = 'PdfRejectedError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** A page's visible area (CropBox, else MediaBox), in PDF points. */
export interface TPageSize {
  width: number;
  height: number;
}

export interface TInspectedPdf {
  pages: number;
  /** Each page's visible size, first page first (where a signature box may go). */
  pageSizes: TPageSize[];
  /** Lower-case hex SHA-256 of the bytes (the blob store key). */
  sha256: string;
  byteLength: number;
}

/**
 * The cheap checks of an uploaded PDF, made before anything parses it: its size, the file
 * beginning with `%PDF-` (not within the first bytes: HTML or anything else before the
 * header makes a polyglot a browser may render), and a trailer that points at a
 * cross-reference section (a truncated file has none; sealing appends an incremental
 * update that must chain to it).
 */
export function checkPdfEnvelope(
  bytes: Uint8Array,
  { maxBytes = MAX_PDF_BYTES }: { maxBytes?: number } = {},
): void {
  if (bytes.byteLength > maxBytes) throw new PdfRejectedError('too-large');
  const header = indexOf(bytes.subarray(0, 1024), '%PDF-');
  if (header < 0) throw new PdfRejectedError('not-pdf');
  if (header > 0) throw new PdfRejectedError('leading-junk');
  if (!hasValidTrailer(bytes)) throw new PdfRejectedError('broken');
}

/**
 * The whole check of an uploaded PDF, in the calling thread: the envelope, the objects
 * its trailer declares (`maxObjects` at most), then what its streams inflate to (before any
 * parser runs: `limits`), a full parse, the objects it holds (`maxObjects` again: a trailer
 * may understate them), no encryption, at least one page and no active content
 * (find-active-content.ts). The server runs it in a worker thread with a heap cap and a
 * time limit (pdf-inspector.ts), never on the HTTP thread.
 */
export async function inspectUploadedPdf(
  bytes: Uint8Array,
  {
    maxBytes = MAX_PDF_BYTES,
    inflate = DEFAULT_INFLATE_LIMITS,
    maxObjects = DEFAULT_MAX_OBJECTS,
  }: { maxBytes?: number; inflate?: TInflateLimits; maxObjects?: number } = {},
): Promise<TInspectedPdf> {
  checkPdfEnvelope(bytes, { maxBytes });
  checkObjectCount(declaredObjects(bytes), maxObjects);
  try {
    measureInflatedStreams(
      bytes,
      Math.min(inflate.ratio * bytes.byteLength, inflate.maxBytes),
      inflate.structureBytes,
    );
  } catch (error) {
    if (error instanceof StreamBudgetError) {
      throw new PdfRejectedError('too-complex', { cause: error, specifics: error.message });
    }
    throw error;
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    throw new PdfRejectedError('broken', { cause: error });
  }
  if (doc.isEncrypted) throw new PdfRejectedError('encrypted');
  checkObjectCount(doc.context.enumerateIndirectObjects().length, maxObjects);
  let pageSizes: TPageSize[];
  try {
    pageSizes = doc.getPages().map((page) => visibleSize(page.node));
  } catch (error) {
    throw new PdfRejectedError('broken', { cause: error });
  }
  const pages = pageSizes.length;
  if (pages < 1) throw new PdfRejectedError('broken');
  const active = findActiveContent(doc.context);
  if (active.length > 0)
    throw new PdfRejectedError('active-content', { specifics: active.join(', ') });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { pages, pageSizes, sha256, byteLength: bytes.byteLength };
}

function checkObjectCount(objects: number, maxObjects: number) {
  if (objects > maxObjects) {
    throw new PdfRejectedError('too-complex', {
      specifics: `${objects} objects, more than the ${maxObjects} allowed`,
    });
  }
}

/**
 * The page's visible area as the seal reads it: its CropBox, else its MediaBox (both may
 * be inherited from the page tree), else US Letter.
 */
function visibleSize(leaf: PDFPageLeaf): TPageSize {
  for (const area of [() => leaf.CropBox(), () => leaf.MediaBox()]) {
    try {
      const rect = area()?.asRectangle();
      if (rect && rect.width > 0 && rect.height > 0)
        return { width: rect.width, height: rect.height };
    } catch {
      // not a rectangle: the next one, as the seal does
    }
  }
  return { width: 612, height: 792 };
}

/**
 * `%%EOF` in the last 1024 bytes (where readers look for it) preceded by
 * `startxref <offset>`, and the offset lands on an `xref` table or an xref stream object.
 */
function hasValidTrailer(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail.slice(0, tail.lastIndexOf('%%EOF') + 5));
  if (!match?.[1]) return false;
  const at = Number(match[1]);
  if (!Number.isSafeInteger(at) || at >= bytes.byteLength) return false;
  const head = Buffer.from(bytes.subarray(at, at + 64)).toString('latin1');
  return /^\s*(xref\b|\d+\s+\d+\s+obj\b)/.test(head);
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
