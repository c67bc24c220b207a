import { createHash } from 'node:crypto';
import { PngEmbedder } from '@cantoo/pdf-lib';
import { buildPadesCms, type TTimestampFn } from './cms/build-pades-cms.ts';
import { addSignatureField } from './pdf/add-signature-field.ts';
import { pageLeaves } from './pdf/form-structure.ts';
import { appendIncrementalUpdate } from './pdf/incremental-writer.ts';
import { openPdf } from './pdf/open-pdf.ts';
import { resolveStampBox, type TStampBox } from './pdf/resolve-stamp-box.ts';
import { fillByteRange, fillContents, signatureDictionary } from './pdf/signature-dictionary.ts';
import { stampContentStream } from './pdf/stamp-appearance.ts';
import { stampLines, type TSealMethod, type TStampLocale } from './pdf/stamp-text.ts';
import type { TPki } from './pki/pki-types.ts';
import { SealingError } from './sealing-error.ts';

export type { TStampBox } from './pdf/resolve-stamp-box.ts';
export type { TSealMethod, TStampLocale } from './pdf/stamp-text.ts';

export interface TSealPdfOptions {
  pki: Pick<TPki, 'signing'>;
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
  /** The signature time stamp: the platform TSA, in process or over HTTP. */
  timestamp: TTimestampFn;
  /** Signing time for /M and the stamp (default: now). */
  now?: Date;
  /** Room reserved for the CMS in /Contents, in bytes (default 16 KB). */
  contentsBytes?: number;
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
 * Seals a PDF with a PAdES baseline B-T signature by the platform certificate, as an
 * incremental update: the original bytes are kept, so earlier signatures stay valid.
 * Steps: parse, add the field/widget/stamp and a signature dictionary with placeholders,
 * append the update, fix /ByteRange, hash both ranges (Node crypto), build the CMS with
 * its time stamp and write it into /Contents.
 */
export async function sealPdf(pdf: Uint8Array, options: TSealPdfOptions): Promise<Uint8Array> {
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
  const { objects, signatureNumber } = await addSignatureField(source, {
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
  });
  const { file, bodyOffsets } = appendIncrementalUpdate(source, objects);
  const base = bodyOffsets.get(signatureNumber) ?? 0;
  const contentsAt = base + signature.contentsAt;
  fillByteRange(file, base + signature.byteRangeAt, contentsAt, signature.contentsLength);
  const digest = createHash('sha256')
    .update(file.subarray(0, contentsAt))
    .update(file.subarray(contentsAt + signature.contentsLength))
    .digest();
  const cms = await buildPadesCms(options.pki.signing, digest, options.timestamp);
  fillContents(file, contentsAt, signature.contentsLength, cms);
  return file;
}
