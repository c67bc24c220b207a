import type {
  TFinishVideoUploadRequest,
  TUploadVideoRequest,
  TUploadVideoResponse,
  TVideoChunkResponse,
} from '@confirma/contracts/identification';
import { sha256Hex } from '../../platform/blobs/blob-store.ts';
import { AppError } from '../../platform/errors.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import {
  listVideoChunks,
  lockIdentification,
  otherChunksSize,
  upsertVideoChunk,
} from './identification-queries.ts';
import { recordingVideo } from './recording-identification.ts';
import { requireVideoSize, storeVideo } from './store-video.ts';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** `POST uploadblobwebm/{op}` (spec 001 §3.2): the whole video as base64 in a JSON body. */
export async function uploadVideo(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  request: TUploadVideoRequest,
): Promise<TUploadVideoResponse> {
  const text = request.videoBase64.replace(/^data:video\/[a-z0-9.+-]+(;[^,]*)?,/i, '');
  // The size is known from the text before anything is decoded.
  requireVideoSize(
    context,
    Math.floor((text.length * 3) / 4) - (text.match(/=+$/)?.[0].length ?? 0),
  );
  if (!BASE64.test(text)) {
    throw new AppError('VALIDATION_FAILED', 'The video is not base64', [
      { path: 'body.videoBase64', message: 'base64' },
    ]);
  }
  const row = await recordingVideo(context, actor, request.videoUuid);
  const video = Buffer.from(text, 'base64');
  return storeVideo(context, actor, row, video, {
    durationMs: request.videoDuration,
    chunks: null,
  });
}

/**
 * `PUT uploadblobwebm/{op}/{video}/chunks/{index}`: one part of the video (raw bytes), kept
 * as a blob. The same index sent again replaces the part; the parts together may not pass
 * IDENTIFICATION_MAX_VIDEO_BYTES (checked under a lock on the identification, so parallel
 * parts cannot pass it together).
 */
export async function putVideoChunk(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  { videoUuid, index, bytes }: { videoUuid: string; index: number; bytes: Buffer },
): Promise<TVideoChunkResponse> {
  if (!bytes.byteLength) {
    throw new AppError('VALIDATION_FAILED', 'An empty chunk', [{ path: 'body', message: 'empty' }]);
  }
  requireVideoSize(context, bytes.byteLength);
  const row = await recordingVideo(context, actor, videoUuid);
  const others = await otherChunksSize(context.db, {
    identificationId: row.id,
    exceptIndex: index,
  });
  requireVideoSize(context, others + bytes.byteLength);
  const { key } = await context.platform.blobs.put(bytes);
  const received = await context.db.transaction(async (tx) => {
    await lockIdentification(tx, { id: row.id });
    const total =
      (await otherChunksSize(tx, { identificationId: row.id, exceptIndex: index })) +
      bytes.byteLength;
    requireVideoSize(context, total);
    await upsertVideoChunk(tx, {
      identificationId: row.id,
      index,
      sha256: key,
      size: bytes.byteLength,
    });
    return total;
  });
  return { index, size: bytes.byteLength, received };
}

/**
 * `POST uploadblobwebm/{op}/{video}/finish`: the parts 0..chunkCount-1, all there and adding
 * up to videoSize (and to the SHA-256 when given), assembled into the video and stored.
 */
export async function finishVideoUpload(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  videoUuid: string,
  request: TFinishVideoUploadRequest,
): Promise<TUploadVideoResponse> {
  requireVideoSize(context, request.videoSize);
  const row = await recordingVideo(context, actor, videoUuid);
  const chunks = await listVideoChunks(context.db, { identificationId: row.id });
  const complete =
    chunks.length === request.chunkCount && chunks.every((chunk, i) => chunk.index === i);
  const size = chunks.reduce((sum, chunk) => sum + chunk.size, 0);
  if (!complete || size !== request.videoSize) {
    throw new AppError(
      'VIDEO_INCOMPLETE',
      `Received ${chunks.length} parts (${size} bytes) of ${request.chunkCount} (${request.videoSize} bytes)`,
    );
  }
  const parts = await Promise.all(chunks.map((chunk) => context.platform.blobs.get(chunk.sha256)));
  const video = Buffer.concat(parts, size);
  if (request.sha256 && sha256Hex(video) !== request.sha256) {
    throw new AppError('VIDEO_INCOMPLETE', 'The assembled video has another SHA-256');
  }
  return storeVideo(context, actor, row, video, {
    durationMs: request.videoDuration,
    chunks: chunks.length,
  });
}
