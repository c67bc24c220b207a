import { buildPadesCms, type TTimestampFn } from './cms/build-pades-cms.ts';
import {
  certificateReader,
  distinct,
  dssContent,
  readableItems,
  signatureItem,
  type TSignedItem,
} from './cms/long-term-data.ts';
import { GrowingFile } from './pdf/growing-file.ts';
import { dssObjects, signatureSlotObjects } from './pdf/later-objects.ts';
import type { TPreparedSeal } from './pdf/prepare-seal.ts';
import type { TDssSlot, TLaterUpdates, TSignatureSlot } from './pdf/reserve-later-updates.ts';
import { fillContents, signatureDictionary } from './pdf/signature-dictionary.ts';
import type { TSealKeys, TSealPlan } from './sealing.types.ts';
import { SealingError } from './sealing-error.ts';
import { verifyTimeStampToken } from './tsa/verify-time-stamp-token.ts';

/** The /Contents value (hex string decoded, padding included) at `contentsAt`. */
export function contentsValue(bytes: Uint8Array[], contentsLength: number): Uint8Array {
  const hex = Buffer.concat(bytes).toString('latin1');
  return Buffer.from(hex.slice(1, contentsLength - 1), 'hex');
}

/** An invisible platform seal (B-T) after the signers' signatures. */
async function addPlatformSeal(
  file: GrowingFile,
  slot: TSignatureSlot,
  keys: TSealKeys,
  seal: NonNullable<TSealPlan['platformSeal']>,
  readCertificate: ReturnType<typeof certificateReader>,
): Promise<TSignedItem> {
  const layout = signatureDictionary({ signingTime: new Date(), ...seal });
  const placed = file.appendSignature(
    signatureSlotObjects(slot, layout),
    slot.signatureNumber,
    layout,
  );
  const cms = await buildPadesCms(keys.pki.signing, placed.digest, keys.timestamp);
  file.fill(placed, cms);
  const contents = file.slice(placed.contentsAt, placed.contentsAt + placed.contentsLength);
  return signatureItem(contentsValue(contents, placed.contentsLength), cms, readCertificate);
}

/** A document time stamp (ETSI.RFC3161) over the whole file as it stands. */
async function addDocumentTimeStamp(
  file: GrowingFile,
  slot: TSignatureSlot,
  timestamp: TTimestampFn,
) {
  const layout = signatureDictionary({});
  const placed = file.appendSignature(
    signatureSlotObjects(slot, layout),
    slot.signatureNumber,
    layout,
  );
  let token: Uint8Array;
  try {
    token = await timestamp(placed.digest);
    verifyTimeStampToken(token, { messageImprint: placed.digest });
  } catch (error) {
    throw new SealingError('TIMESTAMP_FAILED', `document time stamp failed: ${String(error)}`, {
      cause: error,
    });
  }
  file.fill(placed, token);
}

/**
 * B-LTA over what is signed: asks `longTerm` for the validation data of the items'
 * signers, writes the DSS update, then a document time stamp covering it.
 */
export async function addLongTermUpdates(
  file: GrowingFile,
  slots: { dss: TDssSlot; timeStamp: TSignatureSlot },
  items: TSignedItem[],
  longTerm: NonNullable<TSealPlan['longTerm']>,
  timestamp: TTimestampFn,
) {
  const used = distinct(items.flatMap((item) => item.signers));
  const { dss, vri } = dssContent(items, await longTerm(used));
  file.append(dssObjects(slots.dss, dss, vri, file.nextObjectNumber));
  await addDocumentTimeStamp(file, slots.timeStamp, timestamp);
}

function laterSlots(updates: TLaterUpdates, plan: TSealPlan) {
  const { dss, timeStamp } = updates;
  return {
    seal: plan.platformSeal && updates.seal,
    longTerm: plan.longTerm && dss && timeStamp ? { dss, timeStamp } : undefined,
  };
}

/**
 * The calling thread's part of a planned seal: the first signature (by `plan.signer`, or
 * the platform seal), then, appended to the prepared bytes without parsing them again,
 * the platform seal, the DSS and the document time stamp the plan asks for.
 */
export async function finishSealPlan(
  prepared: TPreparedSeal,
  keys: TSealKeys,
  plan: TSealPlan,
): Promise<Uint8Array> {
  const { file: first, contentsAt, contentsLength, digest } = prepared;
  const cms = await buildPadesCms(plan.signer ?? keys.pki.signing, digest, keys.timestamp);
  fillContents(first, contentsAt, contentsLength, cms);
  if (!prepared.later) return first;
  const file = new GrowingFile(first, prepared.later.base);
  const contents = contentsValue(
    [first.subarray(contentsAt, contentsAt + contentsLength)],
    contentsLength,
  );
  const signer = plan.signer ?? keys.pki.signing;
  const { signing } = keys.pki;
  const known = [signer.certificate, ...signer.chain, signing.certificate, ...signing.chain];
  const readCertificate = certificateReader(known);
  // The file's earlier signatures (the other signers', another party's) first: the DSS
  // lists their certificates too; revocation data is gathered only for those the platform
  // answers for or its configuration names (certificate-authority's revocationData).
  const items = [
    ...readableItems(prepared.later.earlier, (earlier) =>
      signatureItem(earlier.contents, earlier.cms, readCertificate),
    ),
    signatureItem(contents, cms, readCertificate),
  ];
  const slots = laterSlots(prepared.later.updates, plan);
  if (slots.seal && plan.platformSeal) {
    items.push(await addPlatformSeal(file, slots.seal, keys, plan.platformSeal, readCertificate));
  }
  if (slots.longTerm && plan.longTerm) {
    await addLongTermUpdates(file, slots.longTerm, items, plan.longTerm, keys.timestamp);
  }
  return file.bytes();
}

/** What a plan asks the seal thread to lay out after the first signature. */
export const planStages = (plan: TSealPlan | undefined) =>
  plan && (plan.platformSeal || plan.longTerm)
    ? { platformSeal: Boolean(plan.platformSeal), longTerm: Boolean(plan.longTerm) }
    : undefined;
