import { OTP_TYPE } from '@confirma/contracts/constants';
import {
  type TFieldValues,
  type TSignatureAck,
  type TVerifyOtpRequest,
  ZSignatureAck,
} from '@confirma/contracts/operations';
import { apiClient } from '../../../lib/api-client';

/** POST /api/v2/verifyotpforbot/{operationUuid}: the right code signs. */
export function verifyOtp(
  operationUuid: string,
  otpValue: string,
  fields: TFieldValues = {},
): Promise<TSignatureAck> {
  const body: TVerifyOtpRequest = {
    operationUuid,
    otpValue,
    otpType: OTP_TYPE,
    ...(Object.keys(fields).length ? { fields } : {}),
  };
  return apiClient.post(`/v2/verifyotpforbot/${operationUuid}`, body, { schema: ZSignatureAck });
}
