import { identifies, SIGNATURE_TYPES, type TSignatureType } from '@confirma/contracts/constants';
import type { TOperationSigner } from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import type { TSignerTask } from '../mail-texts/index.ts';

/** How a signer signs: a one-time code or a handwritten signature. */
export type TSigningMethod = 'OTP' | 'HANDWRITTEN';

import { signatureTypeOf, signerValues } from './signer-fields.ts';

/** How each signature type is signed (null: nothing is signed). */
const METHODS: Record<TSignatureType, TSigningMethod | null> = {
  SIMPLE: 'OTP',
  BIOMETRICA: 'HANDWRITTEN',
  VIDEO_1PASO_OTP: 'OTP',
  AVANZADA_VIDEO_1PASO: 'OTP',
  /** Identification only: nothing is signed. */
  IDENTIFICATION_NO_ASISTIDA: null,
  /** A certified notification: acknowledged, never signed (modules/notifications). */
  NOTIFICACION: null,
};

/**
 * How each signature type is signed, and whether an identification must come first
 * (`identifies`, packages/contracts). A signing action is
 * allowed only by this table: an SMS code never completes a handwritten signature, a
 * drawing never completes an OTP one, and the video types need their identification
 * before the code.
 */
export const SIGNATURE_RULES = Object.fromEntries(
  SIGNATURE_TYPES.map((type) => [
    type,
    { method: METHODS[type], identification: identifies(type) },
  ]),
) as Record<TSignatureType, { method: TSigningMethod | null; identification: boolean }>;

/**
 * Checks what the video types need at creation: every video signer carries the document
 * number they will be identified with (`nif`, "El número de identidad es
 * obligatorio"). They are refused (SIGNATURE_TYPE_UNAVAILABLE) while the server does not
 * offer identification (`identificationEnabled`, config IDENTIFICATION_ENABLED). The public
 * demo identifies too, under its own limits and vision budget (modules/demo).
 */
export function requireAvailableSignatureTypes(
  signers: readonly TOperationSigner[],
  { identificationEnabled }: { identificationEnabled: boolean },
): void {
  signers.forEach((signer, index) => {
    const type = signatureTypeOf(signer);
    if (type === 'NOTIFICACION') {
      throw new AppError(
        'SIGNATURE_TYPE_UNAVAILABLE',
        'A certified notification is created with POST /api/notifications',
        [{ path: `body.signers.${index}.signaturesType`, message: 'unavailable' }],
      );
    }
    if (!SIGNATURE_RULES[type].identification) return;
    if (!identificationEnabled) {
      throw new AppError(
        'SIGNATURE_TYPE_UNAVAILABLE',
        `${type} needs video identification, which this server does not offer`,
        [{ path: `body.signers.${index}.signaturesType`, message: 'unavailable' }],
      );
    }
    if (!signerValues(signer.signerData).nif) {
      throw new AppError('VALIDATION_FAILED', `A ${type} signer needs a document number (nif)`, [
        { path: `body.signers.${index}.signerData`, message: 'nif required' },
      ]);
    }
  });
}

/** The signature type a stored signer was created with. */
export function signerSignatureType(signer: {
  signatureTypes: TOperationSigner['signaturesType'];
}): TSignatureType {
  return signatureTypeOf({ signaturesType: signer.signatureTypes });
}

/** The signature type is an identification and nothing is signed. */
export function isIdentificationOnly(type: TSignatureType): boolean {
  return SIGNATURE_RULES[type].method === null && SIGNATURE_RULES[type].identification;
}

/**
 * What the signer's e-mails and SMS ask of them (mail-texts): sign, identify themselves by
 * video and then sign, or only identify themselves.
 */
export function signerTask(type: TSignatureType): TSignerTask {
  if (!identifies(type)) return 'sign';
  return isIdentificationOnly(type) ? 'identify' : 'identifySign';
}
