import {
  type TStartIdentificationRequest,
  ZStartIdentificationResponse,
} from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** POST startidentification/{op}: the operation moves to recording, with the consent given. */
export const startIdentification = (operationUuid: string, body: TStartIdentificationRequest) =>
  apiClient.post(`/v2/startidentification/${op(operationUuid)}`, body, {
    schema: ZStartIdentificationResponse,
  });
