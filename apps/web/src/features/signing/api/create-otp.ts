import { OTP_TYPE } from '@confirma/contracts/constants';
import {
  type TCreateOtpRequest,
  type TSigningAck,
  ZSigningAck,
} from '@confirma/contracts/operations';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v2/createotp/{operationUuid}: sends the signing code to the signer's phone. */
export function createOtp(operationUuid: string, cellPhone: string): Promise<TSigningAck> {
  const body: TCreateOtpRequest = { operationUuid, cellPhone, otpType: OTP_TYPE };
  return apiClient.post(`/v2/createotp/${operationUuid}`, body, { schema: ZSigningAck });
}
