import { CREDIT_COSTS, type TProduct, type TSignatureType } from '@confirma/contracts/constants';

/**
 * What an operation of this signature type costs (spec 000 §9, issue 16): a signature 2;
 * an identification 3; an identification followed by the OTP signature 3 + 2.
 */
export function creditProductOf(signatureType: TSignatureType): {
  product: TProduct;
  cost: number;
} {
  if (signatureType === 'SIMPLE' || signatureType === 'BIOMETRICA') {
    return { product: 'SIGNATURE', cost: CREDIT_COSTS.SIGNATURE };
  }
  const identification = CREDIT_COSTS.VIDEO_IDENTIFICATION;
  return {
    product: 'VIDEO_IDENTIFICATION',
    cost:
      signatureType === 'IDENTIFICATION_NO_ASISTIDA'
        ? identification
        : identification + CREDIT_COSTS.SIGNATURE,
  };
}
