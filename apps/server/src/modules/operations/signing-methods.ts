import type { TSignatureType } from '@confirma/contracts/constants';
import type { TOperationSigner } from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import type { TSignerRow, TSigningMethod } from './operations.types.ts';
import { signatureTypeOf } from './signer-fields.ts';

/**
 * How each signature type is signed, and whether an identification must come first
 * (spec 000 §3 "Signature types"). A signing action is allowed only by this table: an SMS
 * code never completes a handwritten signature, a drawing never completes an OTP one, and
 * the video types need their identification before the code.
 */
const SIGNATURE_RULES: Record<
  TSignatureType,
  { method: TSigningMethod | null; identification: boolean }
> = {
  SIMPLE: { method: 'OTP', identification: false },
  BIOMETRICA: { method: 'HANDWRITTEN', identification: false },
  VIDEO_1PASO_OTP: { method: 'OTP', identification: true },
  AVANZADA_VIDEO_1PASO: { method: 'OTP', identification: true },
  /** Identification only: nothing is signed. */
  IDENTIFICATION_NO_ASISTIDA: { method: null, identification: true },
};

/**
 * Video identification is not built yet: until it is, a type that needs it is refused at
 * creation (nothing stored, nothing charged) rather than certified without it.
 */
const IDENTIFICATION_AVAILABLE = false;

/** The signature types this server can carry out end to end. */
export function isSignatureTypeAvailable(type: TSignatureType): boolean {
  return IDENTIFICATION_AVAILABLE || !SIGNATURE_RULES[type].identification;
}

/** Refuses a creation payload any of whose signers needs what this server cannot do yet. */
export function requireAvailableSignatureTypes(signers: readonly TOperationSigner[]): void {
  signers.forEach((signer, index) => {
    const type = signatureTypeOf(signer);
    if (isSignatureTypeAvailable(type)) return;
    throw new AppError(
      'SIGNATURE_TYPE_UNAVAILABLE',
      `${type} needs video identification, which is not available yet`,
      [{ path: `body.signers.${index}.signaturesType`, message: 'unavailable' }],
    );
  });
}

/** The signature type a stored signer was created with. */
export function signerSignatureType(signer: Pick<TSignerRow, 'signatureTypes'>): TSignatureType {
  return signatureTypeOf({ signaturesType: signer.signatureTypes });
}

/**
 * Throws unless `method` is how this signer's signature type is signed and everything the
 * type asks for first has happened. Every signing action calls it, and so does the
 * completion itself.
 */
export function requireSigningMethod(
  signer: Pick<TSignerRow, 'signatureTypes'>,
  method: TSigningMethod,
): void {
  const type = signerSignatureType(signer);
  const rule = SIGNATURE_RULES[type];
  if (rule.method !== method) {
    throw new AppError(
      'WRONG_SIGNING_METHOD',
      rule.method
        ? `A ${type} signature is signed with ${rule.method === 'OTP' ? 'an SMS code' : 'a handwritten drawing'}`
        : `A ${type} operation is an identification: there is nothing to sign`,
    );
  }
  // No identification can have been completed yet (see IDENTIFICATION_AVAILABLE).
  if (rule.identification) {
    throw new AppError('IDENTIFICATION_REQUIRED', 'Complete the video identification first');
  }
}
