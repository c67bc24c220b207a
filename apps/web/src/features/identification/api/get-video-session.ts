import { ZVideoSessionResponse } from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** GET session/{op}: our recording session (videoUuid). */
export const getVideoSession = (operationUuid: string) =>
  apiClient.get(`/v2/session/${op(operationUuid)}`, { schema: ZVideoSessionResponse });
