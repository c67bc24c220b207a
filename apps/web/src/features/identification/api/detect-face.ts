import {
  type TFaceDetectionRequest,
  ZFaceDetectionResponse,
} from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** POST detection/face/{op}: a frame of the selfie, the face found in it or not. */
export const detectFace = (
  operationUuid: string,
  body: TFaceDetectionRequest,
  signal?: AbortSignal,
) =>
  apiClient.post(`/v2/detection/face/${op(operationUuid)}`, body, {
    schema: ZFaceDetectionResponse,
    signal,
  });
