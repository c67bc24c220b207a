import { type TColourRequest, ZColourResponse } from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** POST detection/colours/{op}: the frames taken while the screen showed the colour sequence. */
export const sendColours = (operationUuid: string, body: TColourRequest, signal?: AbortSignal) =>
  apiClient.post(`/v2/detection/colours/${op(operationUuid)}`, body, {
    schema: ZColourResponse,
    signal,
  });
