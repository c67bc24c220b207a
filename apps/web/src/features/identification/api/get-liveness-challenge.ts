import { ZLivenessChallengeResponse } from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/** GET identification/challenge/{op}: the gestures the signer is asked to make. */
export const getLivenessChallenge = (operationUuid: string) =>
  apiClient.get(`/v2/identification/challenge/${op(operationUuid)}`, {
    schema: ZLivenessChallengeResponse,
  });
