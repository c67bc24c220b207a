import { ZIdentificationStanding } from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** GET identification/standing/{op}: where the signer stands (what a reopened link shows). */
export const getIdentificationStanding = (operationUuid: string) =>
  apiClient.get(`/v2/identification/standing/${op(operationUuid)}`, {
    schema: ZIdentificationStanding,
  });
