import { ZIdentificationResultResponse } from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** POST identificationresult/{op}/{video}: computes the result. */
export const computeIdentificationResult = (operationUuid: string, videoUuid: string) =>
  apiClient.post(`/v2/identificationresult/${op(operationUuid)}/${op(videoUuid)}`, undefined, {
    schema: ZIdentificationResultResponse,
  });
