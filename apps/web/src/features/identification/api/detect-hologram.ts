import {
  type THologramRequest,
  ZDocumentDetectionResponse,
} from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

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
