import { type TLivenessRequest, ZLivenessResponse } from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** POST detection/liveness/{op}: the frames of one gesture of the challenge. */
export const sendLiveness = (operationUuid: string, body: TLivenessRequest, signal?: AbortSignal) =>
  apiClient.post(`/v2/detection/liveness/${op(operationUuid)}`, body, {
    schema: ZLivenessResponse,
    signal,
  });
