import type { TUploadVideoResponse } from '@confirma/contracts/identification';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import type {
  TIdentificationActor,
  TIdentificationContext,
  TIdentificationRow,
} from './identification.types.ts';
import { deleteVideoChunks, updateIdentification } from './identification-queries.ts';

/** WebM/Matroska (EBML) or MP4/QuickTime (`ftyp` box): what MediaRecorder writes. */
export function isVideoContainer(bytes: Uint8Array): boolean {
  const ebml = bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
  const ftyp = String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp';
  return ebml || ftyp;
}

export function requireVideoSize(context: TIdentificationContext, size: number): void {
  const max = context.platform.config.IDENTIFICATION_MAX_VIDEO_BYTES;
  if (size > max) throw new AppError('VIDEO_TOO_LARGE', `The video is over ${max} bytes`);
}

/**
 * The recorded video, whole, stored as a blob and named by its SHA-256 on the identification,
 * with the evidence (and any chunks it was assembled from forgotten), in one transaction.
 */
export async function storeVideo(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  row: TIdentificationRow,
  video: Uint8Array,
  details: { durationMs: number; chunks: number | null },
): Promise<TUploadVideoResponse> {
  requireVideoSize(context, video.byteLength);
  if (!isVideoContainer(video)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The video is not WebM or MP4');
  }
  const { key } = await context.platform.blobs.put(video);
  await context.db.transaction(async (tx) => {
    const stored = await updateIdentification(tx, {
      id: row.id,
      from: 'RECORDING',
      set: { videoSha256: key, videoSize: video.byteLength },
    });
    if (!stored) throw new AppError('IDENTIFICATION_CLOSED', 'The identification is over');
    await deleteVideoChunks(tx, { identificationId: row.id });
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: 'identification.video_stored',
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data: { sha256: key, size: video.byteLength, ...details },
    });
  });
  return { videoUuid: row.id, videoSize: video.byteLength, sha256: key };
}
