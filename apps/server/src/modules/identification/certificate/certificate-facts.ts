import type { TIdDocumentType } from '@confirma/contracts/constants';
import sharp from 'sharp';
import { listEvidence } from '../../evidence/index.ts';
import { findOperation, findSigner, SYSTEM_SCOPE } from '../../operations/index.ts';
import { pickCapture } from '../capture/pick-capture.ts';
import { extractedOf } from '../detection-findings.ts';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';
import { listCaptures } from '../identification-queries.ts';
import { storedResult } from '../verdict/judge-identification.ts';
import type { TCertificateImage } from './certificate-texts.ts';
import type { TCertificateFacts } from './render-certificate.ts';

/** The captures a certificate prints, in order, and the caption each one takes. */
const PRINTED: [TIdDocumentType, TCertificateImage][] = [
  ['FACE', 'face'],
  ['DNIFRONT', 'front'],
  ['HOLOGRAM', 'hologram'],
  ['DNIBACK', 'back'],
  ['PASSPORT', 'passport'],
];
/** Images are printed small: their longest side at most this many pixels. */
const IMAGE_SIDE = 480;

/**
 * What the certificate of a finished identification shows: its operation and person, the
 * verdict recorded by identificationresult, the stored captures downscaled to JPEG (none
 * once purged), the MRZ data, the video's hash and size, and its evidence events.
 */
export async function certificateFacts(
  context: TIdentificationContext,
  row: TIdentificationRow,
): Promise<TCertificateFacts> {
  const { db, platform } = context;
  const [operation, signer, captures, events] = await Promise.all([
    findOperation(db, { operationId: row.operationId, scope: SYSTEM_SCOPE }),
    findSigner(db, { operationId: row.operationId, signerId: row.signerId }),
    row.purgedAt ? [] : listCaptures(db, { identificationId: row.id }),
    listEvidence(db, { subjectType: 'identification', subjectId: row.id }),
  ]);
  const result = storedResult(row);
  if (!operation || !signer || !result) throw new Error('identification without its facts');
  const extracted = extractedOf(row);
  const images: TCertificateFacts['images'] = [];
  for (const [type, kind] of PRINTED) {
    const capture = pickCapture(captures, type);
    if (!capture) continue;
    const original = await platform.blobs.get(capture.imageSha256);
    const jpeg = await sharp(original)
      .resize(IMAGE_SIDE, IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72 })
      .toBuffer();
    images.push({ kind, jpeg });
  }
  const nif = signer.signerData.find((datum) => datum.identifier === 'nif')?.value;
  return {
    language: operation.language,
    timeZone: platform.config.CERTIFICATE_TIME_ZONE,
    operation: {
      id: operation.id,
      signatureType: operation.signatureType,
      createdAt: operation.createdAt,
      demo: operation.demo,
    },
    person: { name: signer.fullName, email: signer.email, nif: nif ? String(nif) : null },
    identification: {
      id: row.id,
      startedAt: row.startedAt,
      completedAt: row.completedAt,
      frontConfidence: row.frontConfidence,
      backConfidence: row.backConfidence,
    },
    result,
    images,
    purged: row.purgedAt !== null,
    ocr: extracted.backOcr ?? extracted.passportOcr ?? null,
    video: row.videoSha256 ? { sha256: row.videoSha256, size: row.videoSize ?? 0 } : null,
    events: events.map((event) => ({ at: event.occurredAt, type: event.type, hash: event.hash })),
  };
}
