import {
  type TBackDetectionRequest,
  type TFaceDetectionRequest,
  type TFrontDetectionRequest,
  type THologramRequest,
  type TLivenessRequest,
  type TSaveIdentificationDataRequest,
  type TStartIdentificationRequest,
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

/**
 * The chunked upload of the recording: PUT each chunk (each retried up to 3 times), then
 * POST finish. `onProgress` gets the share sent, 0..1.
 */
export async function uploadVideo(
  operationUuid: string,
  videoUuid: string,
  video: { blob: Blob; durationMs: number; domainUuid: string },
  onProgress: (share: number) => void = () => {},
) {
  const base = `/v2/uploadblobwebm/${op(operationUuid)}/${op(videoUuid)}`;
  const count = Math.max(1, Math.ceil(video.blob.size / VIDEO_CHUNK_BYTES));
  for (let index = 0; index < count; index += 1) {
    const chunk = video.blob.slice(index * VIDEO_CHUNK_BYTES, (index + 1) * VIDEO_CHUNK_BYTES);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await apiClient.put(`${base}/chunks/${index}`, chunk, {
          schema: ZVideoChunkResponse,
          headers: { 'Content-Type': 'application/octet-stream' },
        });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
    onProgress((index + 1) / count);
  }
  return apiClient.post(
    `${base}/finish`,
    {
      domainUuid: video.domainUuid,
      videoDuration: Math.max(0, Math.round(video.durationMs)),
      videoSize: video.blob.size,
      chunkCount: count,
    },
    { schema: ZUploadVideoResponse },
  );
}

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
