import type { TIdDocumentType } from '@confirma/contracts/constants';
import type { TIdentificationImagesData } from '@confirma/contracts/identification';
import type { TOperationAccess } from '../../operations/index.ts';
import { pickCapture } from '../capture/pick-capture.ts';
import { extractedOf } from '../detection-findings.ts';
import type { TIdentificationContext } from '../identification.types.ts';
import { listCaptures } from '../identification-queries.ts';
import { findReadableIdentification } from '../readable-identification.ts';
import { storedResult } from './judge-identification.ts';

/**
 * `GET identification/images/data/{op}/{video}`: the summary with the
 * spec's names, for the identified signer (also once the operation is over) or the owner.
 * Images are the captures the detections stored (pick-capture.ts: a client's capture never
 * shows), as base64; after the retention purge they are null and `purged` is true. What the
 * engine cannot tell stays null, 'unknown' or empty.
 */
export async function identificationImagesData(
  context: TIdentificationContext,
  access: TOperationAccess,
  videoUuid: string,
): Promise<TIdentificationImagesData> {
  const { row, signer } = await findReadableIdentification(context, access, videoUuid);
  const extracted = extractedOf(row);
  const captures = row.purgedAt ? [] : await listCaptures(context.db, { identificationId: row.id });
  const image = async (type: TIdDocumentType) => {
    const capture = pickCapture(captures, type);
    return capture
      ? (await context.platform.blobs.get(capture.imageSha256)).toString('base64')
      : null;
  };
  const values = Object.fromEntries(
    signer.signerData.map((datum) => [datum.identifier, String(datum.value ?? '')]),
  );
  const [face, front, back, hologram, passport, passportmrz] = await Promise.all([
    image('FACE'),
    image('DNIFRONT'),
    image('DNIBACK'),
    image('HOLOGRAM'),
    image('PASSPORT'),
    image('PASSPORTMRZ'),
  ]);
  return {
    face,
    front,
    back,
    hologram,
    hologramConfidence:
      extracted.document === 'ID_CARD' ? (extracted.hologram?.score ?? null) : null,
    passport,
    passportmrz,
    passportOcr: extracted.passportOcr ?? null,
    customer: {
      name: values.name || null,
      lastname: values.lastname || values.surname || null,
      nif: values.nif || null,
      email: signer.email,
    },
    faceBiometry: { faceAttributes: extracted.faceAttributes ?? null },
    frontBiometry: {
      confidence: row.matchScore,
      frontConfidence: row.frontConfidence,
      frontAttributes: extracted.portraitAttributes ?? null,
    },
    backOcr: extracted.backOcr
      ? { ...extracted.backOcr, backConfidence: row.backConfidence }
      : null,
    status: row.status,
    result: storedResult(row),
    videoSha256: row.videoSha256,
    purged: row.purgedAt !== null,
  };
}
