import {
  readableItems,
  signatureItem,
  type TSignedItem,
  timeStampItem,
} from './cms/long-term-data.ts';
import { GrowingFile } from './pdf/growing-file.ts';
import { prepareExtension, type TPreparedExtension } from './pdf/prepare-extension.ts';
import { addLongTermUpdates } from './seal-plan.ts';
import type { TArchiveKeys } from './sealing.types.ts';
import { SealingError } from './sealing-error.ts';
import { findPdfSignatures } from './verify/find-pdf-signatures.ts';

/**
 * What the renewal's DSS is for: the newest document time stamp (its TSA's validation
 * data, EN 319 142-1 B-LTA renewal), or, in a file without one, every signature (a B-T
 * file raised to B-LTA). Read from the bytes alone.
 */
function archiveItems(pdf: Uint8Array): TSignedItem[] {
  const fields = findPdfSignatures(pdf);
  const contents = (field: (typeof fields)[number]) => {
    const [, b, c] = field.byteRange;
    const hex = Buffer.from(pdf.subarray(b + 1, c - 1)).toString('latin1');
    return Buffer.from(hex.replace(/\s/g, ''), 'hex');
  };
  const lastStamp = fields.findLast((field) => field.subFilter === 'ETSI.RFC3161');
  const items = readableItems(lastStamp ? [lastStamp] : fields, (field) =>
    lastStamp
      ? timeStampItem(contents(field), field.cms)
      : signatureItem(contents(field), field.cms),
  );
  if (items.length === 0) throw new SealingError('INVALID_PDF', 'no readable signature to extend');
  return items;
}

/**
 * Re-time-stamps an archived PDF before its last time stamp's certificate expires: a DSS
 * update with the validation data of that time stamp's TSA, then a new document time
 * stamp over everything (EN 319 142-1 B-LTA). `prepared`: the seal thread's layout (the
 * server's sealer passes it); without it the PDF is parsed in this thread.
 */
export async function extendArchiveTimeStamp(
  pdf: Uint8Array,
  { timestamp, longTerm }: TArchiveKeys,
  prepared?: TPreparedExtension,
): Promise<Uint8Array> {
  const items = archiveItems(pdf);
  const { updates, base } = prepared ?? (await prepareExtension(pdf));
  const { dss, timeStamp } = updates;
  if (!dss || !timeStamp) throw new Error('extension prepared without its DSS and time stamp');
  const file = new GrowingFile(pdf, base);
  await addLongTermUpdates(file, { dss, timeStamp }, items, longTerm, timestamp);
  return file.bytes();
}
