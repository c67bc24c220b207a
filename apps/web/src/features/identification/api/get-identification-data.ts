import { ZIdentificationImagesData } from '@confirma/contracts/identification';
import { apiClient } from '../../../lib/api-client';
import { op } from './identification-paths';

/**
 * GET identification/images/data/{op}/{video}: the summary's data, with the signer's
 * token, or (`kind: 'account'`) the owner's account token.
 */
export const getIdentificationData = (
  operationUuid: string,
  videoUuid: string,
  kind: 'default' | 'account' = 'default',
) =>
  apiClient.get(`/v2/identification/images/data/${op(operationUuid)}/${op(videoUuid)}`, {
    schema: ZIdentificationImagesData,
    kind,
  });
