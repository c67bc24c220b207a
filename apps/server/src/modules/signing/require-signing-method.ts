import { AppError } from '../../platform/errors.ts';
import type { TSignerRow, TSigningMethod } from '../operations/index.ts';
import { SIGNATURE_RULES, signerSignatureType } from '../signer-requests/index.ts';

/**
 * Throws unless `method` is how this signer's signature type is signed and everything the
 * type asks for first has happened. Every signing action calls it, and so does the
 * completion itself.
 */
export function requireSigningMethod(
  signer: Pick<TSignerRow, 'signatureTypes' | 'identifiedAt'>,
  method: TSigningMethod,
): void {
  const type = signerSignatureType(signer);
  const rule = SIGNATURE_RULES[type];
  if (rule.method !== method) {
    throw new AppError(
      'WRONG_SIGNING_METHOD',
      rule.method
        ? `A ${type} signature is signed with ${rule.method === 'OTP' ? 'an SMS code' : 'a handwritten drawing'}`
        : `A ${type} operation has nothing to sign`,
    );
  }
  if (rule.identification && !signer.identifiedAt) {
    throw new AppError('IDENTIFICATION_REQUIRED', 'Complete the video identification first');
  }
}
