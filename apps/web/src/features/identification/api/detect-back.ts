import {
  type TBackDetectionRequest,
  ZDocumentDetectionResponse,
} from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** POST detection/ml/back/{op}: a frame of the card's back, the document found in it or not. */
export const detectBack = (
  operationUuid: string,
  body: TBackDetectionRequest,
  signal?: AbortSignal,
) =>
  apiClient.post(`/v2/detection/ml/back/${op(operationUuid)}`, body, {
    schema: ZDocumentDetectionResponse,
    signal,
  });
