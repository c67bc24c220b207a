import { CREDIT_COSTS, type TProduct, type TSignatureType } from '@confirma/contracts/constants';

/** What an operation of this signature type costs (spec 000 §9). */
export function creditProductOf(signatureType: TSignatureType): {
  product: TProduct;
  cost: number;
} {
  const product: TProduct =
    signatureType === 'SIMPLE' || signatureType === 'BIOMETRICA'
      ? 'SIGNATURE'
      : 'VIDEO_IDENTIFICATION';
  return { product, cost: CREDIT_COSTS[product] };
}
