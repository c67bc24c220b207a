import { buildPadesCms } from './cms/build-pades-cms.ts';
import { prepareSeal, type TPreparedSeal, type TPrepareSealOptions } from './pdf/prepare-seal.ts';
import { fillContents } from './pdf/signature-dictionary.ts';
import { finishSealPlan, planStages } from './seal-plan.ts';
import type { TSealKeys, TSealPlan } from './sealing.types.ts';

export type { TSealField } from './pdf/field-appearance.ts';
export type { TPreparedSeal, TPrepareSealOptions } from './pdf/prepare-seal.ts';
export type { TStampBox } from './pdf/resolve-stamp-box.ts';
export type { TSealMethod, TStampLocale } from './pdf/stamp-text.ts';

export type { TLongTermData, TSealKeys, TSealPlan } from './sealing.types.ts';

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
 * the CMS with its time stamp and write it into /Contents). With a `plan`, the first
 * signature may be another signer's, and an invisible platform seal, a DSS and a document
 * time stamp (PAdES B-LTA) follow as further updates. In the calling thread: the server
 * seals through createPdfSealer, which prepares in a worker thread.
 */
export async function sealPdf(
  pdf: Uint8Array,
  options: TSealPdfOptions,
  plan?: TSealPlan,
): Promise<Uint8Array> {
  const { pki, timestamp, ...fields } = options;
  if (!plan) return finishSeal(await prepareSeal(pdf, fields), { pki, timestamp });
  return finishSealPlan(await prepareSeal(pdf, fields, planStages(plan)), { pki, timestamp }, plan);
}
