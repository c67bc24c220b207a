import type {
  TFinishVideoUploadRequest,
  TUploadVideoRequest,
  TUploadVideoResponse,
  TVideoChunkResponse,
} from '@confirma/contracts/identification';
import type { TTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { hitRateLimits, RateLimitedError } from '../../../platform/http/rate-limit.ts';
import { DAY_MS } from '../../../platform/time-units.ts';
import type { TIdentificationActor, TIdentificationContext } from '../identification.types.ts';
import {
  findVideoChunk,
  listVideoChunks,
  lockIdentification,
  otherChunksSize,
  upsertVideoChunk,
} from '../identification-queries.ts';
import { recordingVideo } from '../session/recording-identification.ts';
import { base64Video } from './base64-video.ts';
import { freeChunkBlobs } from './free-chunk-blobs.ts';
import { requireVideoSize, storeVideo } from './store-video.ts';

/** The replacements are counted per identification, over a window longer than any records. */
const REPLACEMENTS_WINDOW_MS = 365 * DAY_MS;

/** `POST uploadblobwebm/{op}`: the whole video as base64 in a JSON body. */
export async function uploadVideo(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  request: TUploadVideoRequest,
): Promise<TUploadVideoResponse> {
  // The size is known from the text before anything is decoded; it is decoded a slice at a
  // time, straight into the blob store.
  const video = base64Video(request.videoBase64);
  requireVideoSize(context, video.size);
  const row = await recordingVideo(context, actor, request.videoUuid);
  return storeVideo(context, actor, row, video.bytes(), {
    size: video.size,
    durationMs: request.videoDuration,
    chunks: null,
  });
}

/** Counts one replaced chunk; past IDENTIFICATION_MAX_CHUNK_REPLACEMENTS, refuses it. */
async function countReplacement(context: TIdentificationContext, tx: TTx, id: string) {
  const max = context.platform.config.IDENTIFICATION_MAX_CHUNK_REPLACEMENTS;
  const rule = {
    key: `identification:chunk-replacements:${id}`,
    max,
    windowMs: REPLACEMENTS_WINDOW_MS,
  };
  await hitRateLimits(tx, [rule]).catch((error: unknown) => {
    if (!(error instanceof RateLimitedError)) throw error;
    throw new AppError(
      'VIDEO_TOO_MANY_REPLACEMENTS',
      `The video's parts were replaced ${max} times`,
    );
  });
}

/**
 * `PUT uploadblobwebm/{op}/{video}/chunks/{index}`: one part of the video (raw bytes), kept
 * as a blob. The same index sent again replaces the part: the same bytes again change
 * nothing; other bytes count against IDENTIFICATION_MAX_CHUNK_REPLACEMENTS, and the part they
 * replace is deleted at once. The parts together may not pass IDENTIFICATION_MAX_VIDEO_BYTES.
 * Both are checked under a lock on the identification (parallel parts cannot pass them
 * together); a part refused there is deleted again.
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
  const stored = await context.platform.blobs.put(bytes);
  const storedAt = Date.now();
  const { received, replaced } = await context.db
    .transaction(async (tx) => {
      await lockIdentification(tx, { id: row.id });
      const total =
        (await otherChunksSize(tx, { identificationId: row.id, exceptIndex: index })) +
        bytes.byteLength;
      requireVideoSize(context, total);
      const previous = await findVideoChunk(tx, { identificationId: row.id, index });
      const replacing = previous && previous.sha256 !== stored.key ? previous : null;
      if (replacing) await countReplacement(context, tx, row.id);
      await upsertVideoChunk(tx, {
        identificationId: row.id,
        index,
        sha256: stored.key,
        size: bytes.byteLength,
        // Strictly after the bytes' time (a blob store's times are whole milliseconds): once
        // replaced, deleteIfStale tells these bytes from the same bytes put again later.
        createdAt: new Date(Math.max(Date.now(), storedAt + 1)),
      });
      return { received: total, replaced: replacing };
    })
    .catch(async (error: unknown) => {
      // Refused: the bytes just stored go again, unless something else names them.
      if (stored.created) {
        await freeChunkBlobs(context, [{ sha256: stored.key, storedBefore: new Date() }]);
      }
      throw error;
    });
  if (replaced) {
    await freeChunkBlobs(context, [{ sha256: replaced.sha256, storedBefore: replaced.createdAt }]);
  }
  return { index, size: bytes.byteLength, received };
}

/**
 * `POST uploadblobwebm/{op}/{video}/finish`: the parts 0..chunkCount-1, all there and adding
 * up to videoSize (and to the SHA-256 when given), streamed one after the other into the
 * video's blob (the memory used does not grow with the video), then deleted.
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
  const { blobs } = context.platform;
  async function* assembled() {
    for (const chunk of chunks) yield* await blobs.stream(chunk.sha256);
  }
  const answer = await storeVideo(context, actor, row, assembled(), {
    size,
    sha256: request.sha256,
    durationMs: request.videoDuration,
    chunks: chunks.length,
  });
  await freeChunkBlobs(
    context,
    chunks.map((chunk) => ({ sha256: chunk.sha256, storedBefore: chunk.createdAt })),
  );
  return answer;
}
