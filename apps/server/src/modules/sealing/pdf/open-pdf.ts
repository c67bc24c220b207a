import { ParseSpeeds, PDFDocument } from '@cantoo/pdf-lib';
import { SealingError } from '../sealing-error.ts';

/** A parsed PDF plus what an incremental update must chain to. */
export interface TPdfSource {
  bytes: Uint8Array;
  doc: PDFDocument;
  /** Offset of the last cross-reference section: the update's /Prev. */
  prevXref: number;
  /** Whether that section is a cross-reference stream (then the update writes one too). */
  xrefIsStream: boolean;
  /** First object number free for new objects (max of /Size and the parsed objects). */
  nextObjectNumber: number;
}

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1', start, end);

/**
 * Parses the PDF with pdf-lib (which scans every object, so it also copes with damaged
 * cross-reference tables) and reads the tail itself: `startxref`, the kind of the last
 * cross-reference section and its /Size. Encrypted files are refused: sealing one would
 * need its keys, and a seal over ciphertext cannot be shown to the signer.
 */
export async function openPdf(bytes: Uint8Array): Promise<TPdfSource> {
  if (!latin1(bytes, 0, Math.min(1024, bytes.length)).includes('%PDF-')) {
    throw new SealingError('INVALID_PDF', 'not a PDF (no %PDF- header)');
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch (error) {
    throw new SealingError('INVALID_PDF', `unreadable PDF: ${String(error)}`, { cause: error });
  }
  if (doc.isEncrypted) throw new SealingError('ENCRYPTED_PDF', 'encrypted PDFs cannot be sealed');

  const tailStart = Math.max(0, bytes.length - 2048);
  const tail = latin1(bytes, tailStart, bytes.length);
  const last = tail.lastIndexOf('startxref');
  const prevXref = last < 0 ? Number.NaN : Number(/^startxref\s+(\d+)/.exec(tail.slice(last))?.[1]);
  if (!Number.isSafeInteger(prevXref) || prevXref <= 0 || prevXref >= bytes.length) {
    throw new SealingError('INVALID_PDF', 'no usable startxref');
  }
  const head = latin1(bytes, prevXref, Math.min(bytes.length, prevXref + 64)).trimStart();
  const xrefIsStream = !head.startsWith('xref');
  return {
    bytes,
    doc,
    prevXref,
    xrefIsStream,
    nextObjectNumber: Math.max(
      doc.context.largestObjectNumber + 1,
      previousSize(bytes, prevXref, xrefIsStream),
    ),
  };
}

/** /Size of the last trailer (classic) or cross-reference stream dictionary. */
function previousSize(bytes: Uint8Array, prevXref: number, xrefIsStream: boolean): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const start = xrefIsStream ? prevXref : buffer.indexOf('trailer', prevXref, 'latin1');
  if (start < 0) return 0;
  const window = latin1(bytes, start, Math.min(bytes.length, start + 4096));
  const dictionary = xrefIsStream ? window.slice(0, window.indexOf('stream')) : window;
  return Number(/\/Size\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
}
