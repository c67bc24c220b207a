import type { TUploadVideoResponse } from '@confirma/contracts/identification';
import { BlobIntegrityError, BlobNotFoundError } from '../../../platform/blobs/blob-store.ts';
import { AppError } from '../../../platform/errors.ts';
import { recordEvidence } from '../../evidence/index.ts';
import type {
  TIdentificationActor,
  TIdentificationContext,
  TIdentificationRow,
} from '../identification.types.ts';
import { deleteVideoChunks, updateIdentification } from '../identification-queries.ts';

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

/** The bytes passed through; what does not start as WebM or MP4 is refused at its first bytes. */
async function* checkedVideo(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const part of source) {
    if (!head) {
      yield part;
      continue;
    }
    head = Buffer.concat([head, part]);
    if (head.byteLength < 8) continue;
    if (!isVideoContainer(head)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The video is not WebM or MP4');
    }
    yield head;
    head = null;
  }
  if (head) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The video is not WebM or MP4');
}

/**
 * The recorded video, whole, streamed into a blob (never one buffer) and named by its SHA-256
 * on the identification, with the evidence (and any chunks it was assembled from forgotten),
 * in one transaction. The announced `size` is checked against the limit before any byte is
 * read; with `sha256`, other bytes are refused (VIDEO_INCOMPLETE) and nothing is stored.
 */
export async function storeVideo(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  row: TIdentificationRow,
  video: AsyncIterable<Uint8Array>,
  details: { size: number; sha256?: string | undefined; durationMs: number; chunks: number | null },
): Promise<TUploadVideoResponse> {
  const { size: announced, sha256, ...evidence } = details;
  requireVideoSize(context, announced);
  const { key, size } = await context.platform.blobs
    .putStream(checkedVideo(video), sha256 ? { expect: sha256 } : {})
    .catch((error: unknown) => {
      if (error instanceof BlobIntegrityError && error.key === sha256) {
        throw new AppError('VIDEO_INCOMPLETE', 'The assembled video has another SHA-256');
      }
      // A part replaced (and freed) while the video was being assembled.
      if (error instanceof BlobNotFoundError) {
        throw new AppError('VIDEO_INCOMPLETE', 'A part changed during the assembly');
      }
      throw error;
    });
  await context.db.transaction(async (tx) => {
    const stored = await updateIdentification(tx, {
      id: row.id,
      from: 'RECORDING',
      set: { videoSha256: key, videoSize: size },
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
      data: { sha256: key, size, ...evidence },
    });
  });
  return { videoUuid: row.id, videoSize: size, sha256: key };
}
