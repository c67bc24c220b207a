import { buildPadesCms, type TTimestampFn } from './cms/build-pades-cms.ts';
import { prepareSeal, type TPreparedSeal, type TPrepareSealOptions } from './pdf/prepare-seal.ts';
import { fillContents } from './pdf/signature-dictionary.ts';
import type { TPki } from './pki/pki-types.ts';

export type { TSealField } from './pdf/field-appearance.ts';
export type { TPreparedSeal, TPrepareSealOptions } from './pdf/prepare-seal.ts';
export type { TStampBox } from './pdf/resolve-stamp-box.ts';
export type { TSealMethod, TStampLocale } from './pdf/stamp-text.ts';

/** The seal's keys and time stamp. */
export interface TSealKeys {
  pki: Pick<TPki, 'signing'>;
  /** The signature time stamp: the platform TSA, in process or over HTTP. */
  timestamp: TTimestampFn;
}

export type TSealPdfOptions = TPrepareSealOptions & TSealKeys;

/**
 * The part of a seal that holds the key: the CMS over the prepared file's digest, signed
 * by the platform seal, with its time stamp, written into /Contents. Its cost does not
 * depend on the PDF (one signature, one time stamp).
 */
export async function finishSeal(
  prepared: TPreparedSeal,
  { pki, timestamp }: TSealKeys,
): Promise<Uint8Array> {
  const { file, contentsAt, contentsLength, digest } = prepared;
  const cms = await buildPadesCms(pki.signing, digest, timestamp);
  fillContents(file, contentsAt, contentsLength, cms);
  return file;
}

/**
 * Seals a PDF with a PAdES baseline B-T signature by the platform certificate, as an
 * incremental update: the original bytes are kept, so earlier signatures stay valid.
 * Steps: prepare (parse, add the field/widget/stamp and a signature dictionary with
 * placeholders, append the update, fix /ByteRange, hash both ranges), then finish (build
 * the CMS with its time stamp and write it into /Contents). In the calling thread: the
 * server seals through createPdfSealer, which prepares in a worker thread.
 */
export async function sealPdf(pdf: Uint8Array, options: TSealPdfOptions): Promise<Uint8Array> {
  const { pki, timestamp, ...fields } = options;
  return finishSeal(await prepareSeal(pdf, fields), { pki, timestamp });
}
