import {
  type TFrontDetectionRequest,
  ZDocumentDetectionResponse,
} from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** POST detection/ml/front/{op}: a frame of the card's front, the document found in it or not. */
export const detectFront = (
  operationUuid: string,
  body: TFrontDetectionRequest,
  signal?: AbortSignal,
) =>
  apiClient.post(`/v2/detection/ml/front/${op(operationUuid)}`, body, {
    schema: ZDocumentDetectionResponse,
    signal,
  });
