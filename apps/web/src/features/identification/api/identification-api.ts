import {
  type TBackDetectionRequest,
  type TColourRequest,
  type TFaceDetectionRequest,
  type TFrontDetectionRequest,
  type THologramRequest,
  type TLivenessRequest,
  type TSaveIdentificationDataRequest,
  type TStartIdentificationRequest,
  ZColourResponse,
  ZDocumentDetectionResponse,
  ZFaceDetectionResponse,
  ZIdentificationImagesData,
  ZIdentificationResultResponse,
  ZIdentificationStanding,
  ZLivenessChallengeResponse,
  ZLivenessResponse,
  ZSaveIdentificationDataResponse,
  ZStartIdentificationResponse,
  ZUploadVideoResponse,
  ZVideoChunkResponse,
  ZVideoSessionResponse,
} from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';

/**
 * The identification service's calls (spec 001 §7), all under /api/v2 and all with the
 * signer's token. `/detection/`, `/saveidentificationdata/` and `/identificationresult/`
 * do not raise the page's loading flag (api-http.ts).
 */
export const IDENTIFICATION_BASE = '/v2/';

const op = (operationUuid: string) => encodeURIComponent(operationUuid);

/** GET identification/standing/{op}: where the signer stands (what a reopened link shows). */
export const getIdentificationStanding = (operationUuid: string) =>
  apiClient.get(`/v2/identification/standing/${op(operationUuid)}`, {
    schema: ZIdentificationStanding,
  });

/** GET session/{op}: our recording session (videoUuid). */
export const getVideoSession = (operationUuid: string) =>
  apiClient.get(`/v2/session/${op(operationUuid)}`, { schema: ZVideoSessionResponse });

/** POST startidentification/{op}: the operation moves to recording, with the consent given. */
export const startIdentification = (operationUuid: string, body: TStartIdentificationRequest) =>
  apiClient.post(`/v2/startidentification/${op(operationUuid)}`, body, {
    schema: ZStartIdentificationResponse,
  });

export const detectFace = (
  operationUuid: string,
  body: TFaceDetectionRequest,
  signal?: AbortSignal,
) =>
  apiClient.post(`/v2/detection/face/${op(operationUuid)}`, body, {
    schema: ZFaceDetectionResponse,
    signal,
  });

export const detectFront = (
  operationUuid: string,
  body: TFrontDetectionRequest,
  signal?: AbortSignal,
) =>
  apiClient.post(`/v2/detection/ml/front/${op(operationUuid)}`, body, {
    schema: ZDocumentDetectionResponse,
    signal,
  });

export const detectBack = (
  operationUuid: string,
  body: TBackDetectionRequest,
  signal?: AbortSignal,
) =>
  apiClient.post(`/v2/detection/ml/back/${op(operationUuid)}`, body, {
    schema: ZDocumentDetectionResponse,
    signal,
  });

/** POST detection/hologram/{op}: a burst of the tilted card front (after the front). */
export const detectHologram = (
  operationUuid: string,
  body: THologramRequest,
  signal?: AbortSignal,
) =>
  apiClient.post(`/v2/detection/hologram/${op(operationUuid)}`, body, {
    schema: ZDocumentDetectionResponse,
    signal,
  });

export const getLivenessChallenge = (operationUuid: string) =>
  apiClient.get(`/v2/identification/challenge/${op(operationUuid)}`, {
    schema: ZLivenessChallengeResponse,
  });

export const sendLiveness = (operationUuid: string, body: TLivenessRequest, signal?: AbortSignal) =>
  apiClient.post(`/v2/detection/liveness/${op(operationUuid)}`, body, {
    schema: ZLivenessResponse,
    signal,
  });

/** POST detection/colours/{op}: the frames taken while the screen showed the colour sequence. */
export const sendColours = (operationUuid: string, body: TColourRequest, signal?: AbortSignal) =>
  apiClient.post(`/v2/detection/colours/${op(operationUuid)}`, body, {
    schema: ZColourResponse,
    signal,
  });

/** POST saveidentificationdata/{op}/{video}: one capture (failures are only logged). */
export const saveCapture = (
  operationUuid: string,
  videoUuid: string,
  body: TSaveIdentificationDataRequest,
) =>
  apiClient.post(`/v2/saveidentificationdata/${op(operationUuid)}/${op(videoUuid)}`, body, {
    schema: ZSaveIdentificationDataResponse,
  });

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

/** POST identificationresult/{op}/{video}: computes the result. */
export const computeIdentificationResult = (operationUuid: string, videoUuid: string) =>
  apiClient.post(`/v2/identificationresult/${op(operationUuid)}/${op(videoUuid)}`, undefined, {
    schema: ZIdentificationResultResponse,
  });

/**
 * GET identification/images/data/{op}/{video}: the summary's data (§3.8), with the signer's
 * token, or (`kind: 'account'`) the owner's account token.
 */
export const getIdentificationData = (
  operationUuid: string,
  videoUuid: string,
  kind: 'default' | 'account' = 'default',
) =>
  apiClient.get(`/v2/identification/images/data/${op(operationUuid)}/${op(videoUuid)}`, {
    schema: ZIdentificationImagesData,
    kind,
  });
