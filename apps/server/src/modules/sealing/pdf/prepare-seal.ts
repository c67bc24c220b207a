import { createHash } from 'node:crypto';
import { PngEmbedder } from '@cantoo/pdf-lib';
import { SealingError } from '../sealing-error.ts';
import { findPdfSignatures } from '../verify/find-pdf-signatures.ts';
import { addSignatureField } from './add-signature-field.ts';
import { FIELD_MIN, fieldContentStream, type TSealField } from './field-appearance.ts';
import { pageLeaves } from './form-structure.ts';
import { appendIncrementalUpdate, type TUpdateBase } from './incremental-writer.ts';
import { openPdf } from './open-pdf.ts';
import {
  reserveLaterUpdates,
  type TLaterStages,
  type TLaterUpdates,
} from './reserve-later-updates.ts';
import { resolveStampBox, type TStampBox } from './resolve-stamp-box.ts';
import { fillByteRange, signatureDictionary } from './signature-dictionary.ts';
import { stampContentStream } from './stamp-appearance.ts';
import { stampLines, type TSealMethod, type TStampLocale } from './stamp-text.ts';

/** What the seal writes into the PDF: everything but the keys and the time stamp. */
export interface TPrepareSealOptions {
  /** Where the visible stamp goes; 'auto' (default): bottom-left of the last page. */
  stamp?: TStampBox | 'auto' | 'none';
  signerName: string;
  method: TSealMethod;
  evidenceId: string;
  /** /Reason of the signature dictionary, e.g. "Signed by OTP, operation 1234". */
  reason: string;
  location?: string;
  /** The handwritten drawing (PNG) to place in the stamp. */
  image?: Uint8Array;
  /** Stamp labels' language (default English). */
  locale?: TStampLocale;
  /** Signing time for /M and the stamp (default: now). */
  now?: Date;
  /** Room reserved for the CMS in /Contents, in bytes (default 16 KB). */
  contentsBytes?: number;
  /** The values the signer filled, drawn with their signature. */
  fields?: TSealField[];
}

/**
 * The sealed file but for its CMS: /ByteRange filled, /Contents still zeros at
 * `contentsAt` (`contentsLength` bytes, the hex string's angle brackets included), and the
 * SHA-256 of both signed ranges.
 */
export interface TPreparedSeal {
  file: Uint8Array;
  contentsAt: number;
  contentsLength: number;
  digest: Uint8Array;
  /**
   * With a seal plan: the updates to append after this signature, what they chain to, and
   * (when a DSS follows) the signatures the file already held, whose validation data the
   * DSS carries too.
   */
  later?: { updates: TLaterUpdates; base: TUpdateBase; earlier: TEarlierSignature[] };
}

/** A signature already in the file: its /Contents value (padding kept) and its CMS. */
export interface TEarlierSignature {
  contents: Uint8Array;
  cms: Uint8Array;
}

/**
 * The CMS signatures (not document time stamps) of `pdf`, read from its bytes only; none
 * without a /ByteRange anywhere (a file never signed costs one scan for the word).
 */
function earlierSignatures(pdf: Uint8Array): TEarlierSignature[] {
  if (Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).indexOf('/ByteRange') < 0) return [];
  return findPdfSignatures(pdf)
    .filter((field) => field.cms.length > 0 && field.subFilter !== 'ETSI.RFC3161')
    .map((field) => {
      const [, b, c] = field.byteRange;
      const hex = Buffer.from(pdf.subarray(b + 1, c - 1)).toString('latin1');
      return { contents: Buffer.from(hex.replace(/\s/g, ''), 'hex'), cms: field.cms };
    });
}

async function loadImage(image: Uint8Array | undefined) {
  if (!image) return undefined;
  try {
    return await PngEmbedder.for(image);
  } catch (error) {
    throw new SealingError('INVALID_STAMP', 'the signature image is not a readable PNG', {
      cause: error,
    });
  }
}

/**
 * The part of a seal that reads the PDF, and so the part whose cost grows with the file
 * (its objects, its bytes): parse, add the field/widget/stamp and a signature dictionary
 * with placeholders, append the update, fix /ByteRange and hash both ranges. Needs no key:
 * the server runs it in a worker thread (pdf-sealer.ts).
 */
export async function prepareSeal(
  pdf: Uint8Array,
  options: TPrepareSealOptions,
  stages?: TLaterStages,
): Promise<TPreparedSeal> {
  const source = await openPdf(pdf);
  const signingTime = options.now ?? new Date();
  const image = await loadImage(options.image);
  const leaves = pageLeaves(source).map(([leaf]) => leaf);
  const stamp = options.stamp ?? 'auto';
  const box = resolveStampBox(stamp === 'none' ? 'auto' : stamp, leaves);
  const lines = stampLines({ ...options, signingTime });
  const signature = signatureDictionary({
    signingTime,
    name: options.signerName,
    reason: options.reason,
    location: options.location,
    contentsBytes: options.contentsBytes,
  });
  const { objects, signatureNumber, fieldName } = await addSignatureField(source, {
    pageIndex: box.pageIndex,
    rect: stamp === 'none' ? [0, 0, 0, 0] : box.rect,
    appearance:
      stamp === 'none'
        ? undefined
        : {
            width: box.width,
            height: box.height,
            image,
            content: stampContentStream({ width: box.width, height: box.height, lines, image }),
          },
    signatureBody: signature.body,
    annotations: (options.fields ?? []).map((field) => {
      const placed = resolveStampBox(field, leaves, FIELD_MIN);
      return {
        pageIndex: placed.pageIndex,
        rect: placed.rect,
        appearance: {
          width: placed.width,
          height: placed.height,
          content: fieldContentStream(field),
        },
      };
    }),
  });
  // Later updates reserve their numbers now: the first update's xref stream takes the next.
  const updates = stages && reserveLaterUpdates(source, stages, new Set([fieldName]));
  const reserved = source.doc.context.largestObjectNumber + 1;
  const { file, bodyOffsets, next } = appendIncrementalUpdate(
    source,
    objects,
    updates ? Math.max(reserved, source.nextObjectNumber) : source.nextObjectNumber,
  );
  const base = bodyOffsets.get(signatureNumber) ?? 0;
  const contentsAt = base + signature.contentsAt;
  fillByteRange(file, base + signature.byteRangeAt, contentsAt, signature.contentsLength);
  const digest = createHash('sha256')
    .update(file.subarray(0, contentsAt))
    .update(file.subarray(contentsAt + signature.contentsLength))
    .digest();
  return {
    file,
    contentsAt,
    contentsLength: signature.contentsLength,
    digest: new Uint8Array(digest),
    ...(updates && {
      later: { updates, base: next, earlier: updates.dss ? earlierSignatures(pdf) : [] },
    }),
  };
}
