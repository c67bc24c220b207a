import {
  type TSaveIdentificationDataRequest,
  ZSaveIdentificationDataResponse,
} from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** POST saveidentificationdata/{op}/{video}: one capture (failures are only logged). */
export const saveCapture = (
  operationUuid: string,
  videoUuid: string,
  body: TSaveIdentificationDataRequest,
) =>
  apiClient.post(`/v2/saveidentificationdata/${op(operationUuid)}/${op(videoUuid)}`, body, {
    schema: ZSaveIdentificationDataResponse,
  });
