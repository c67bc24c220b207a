import { ZUploadVideoResponse, ZVideoChunkResponse } from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** Video chunks of 1 MB: a flaky connection resends one chunk, not the whole video. */
export const VIDEO_CHUNK_BYTES = 1024 * 1024;

/** Tries of one chunk while recording, and again at the end. */
const CHUNK_TRIES = 3;

/**
 * The recording uploaded as it is taken: the recorder's pieces are gathered and each whole
 * 1 MB chunk is PUT in the background, one after the other (each tried up to three times;
 * one that still failed is sent again at the end), so at the end only the last part is left
 * to send before POST finish. `finish` resolves with the finish call's answer; `onProgress`
 * gets the share of the video's bytes the server has, 0..1.
 */
export function createVideoUploader(operationUuid: string, videoUuid: string, domainUuid: string) {
  const base = `/v2/uploadblobwebm/${op(operationUuid)}/${op(videoUuid)}`;
  const pieces: Blob[] = [];
  let pending = new Blob([]);
  let sent = 0;
  let next = 0;
  let queue: Promise<void> = Promise.resolve();
  const failed = new Map<number, Blob>();
  const put = async (index: number, chunk: Blob) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await apiClient.put(`${base}/chunks/${index}`, chunk, {
          schema: ZVideoChunkResponse,
          headers: { 'Content-Type': 'application/octet-stream' },
        });
        return;
      } catch (error) {
        if (attempt >= CHUNK_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  };
  const send = (chunk: Blob) => {
    const index = next;
    next += 1;
    queue = queue.then(() =>
      put(index, chunk).then(
        () => {
          sent += chunk.size;
        },
        () => {
          failed.set(index, chunk);
        },
      ),
    );
  };
  return {
    /** A piece the recorder handed over: whole chunks go out at once. */
    add(piece: Blob) {
      pieces.push(piece);
      pending = new Blob([pending, piece]);
      while (pending.size >= VIDEO_CHUNK_BYTES) {
        send(pending.slice(0, VIDEO_CHUNK_BYTES));
        pending = pending.slice(VIDEO_CHUNK_BYTES);
      }
    },
    /** The last part, any chunk that failed, then POST finish with the whole video's size and hash. */
    async finish(durationMs: number, type: string, onProgress: (share: number) => void = () => {}) {
      if (pending.size > 0 || next === 0) send(pending);
      pending = new Blob([]);
      const whole = new Blob(pieces, { type });
      const report = () => onProgress(whole.size ? Math.min(1, sent / whole.size) : 1);
      await queue;
      report();
      for (const [index, chunk] of [...failed]) {
        await put(index, chunk);
        failed.delete(index);
        sent += chunk.size;
        report();
      }
      // The server refuses an assembly whose bytes differ (where the page may hash: a secure context).
      const digest = globalThis.crypto?.subtle
        ? await crypto.subtle.digest('SHA-256', await whole.arrayBuffer())
        : null;
      return apiClient.post(
        `${base}/finish`,
        {
          domainUuid,
          videoDuration: Math.max(0, Math.round(durationMs)),
          videoSize: whole.size,
          chunkCount: next,
          ...(digest
            ? {
                sha256: [...new Uint8Array(digest)]
                  .map((byte) => byte.toString(16).padStart(2, '0'))
                  .join(''),
              }
            : {}),
        },
        { schema: ZUploadVideoResponse },
      );
    },
  };
}

export type TVideoUploader = ReturnType<typeof createVideoUploader>;
