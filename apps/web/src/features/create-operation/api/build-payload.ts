import { OP_CLASS } from '@confirma/contracts/constants';
import { CREATION_NEEDS, type TCreationForm } from '@confirma/contracts/creation';
import type { TCreateOperationRequest } from '@confirma/contracts/operations';
import {
  boxPositionsOf,
  CONTRACT_CLASSES,
  documentsOf,
  signerDataOf,
} from '@confirma/contracts/request-payload';
import type { TLanguage } from '../../../lib/language';

/**
 * The operation payload of the creation form: one signer at
 * level 1, order 1; signing here asks `avoidSendSignEmail` at FIRMA-INICIO (no invitation:
 * the signer signs now, on this device), and `sendConfirmationEmail` at FIRMA-FINAL; the
 * mobile where an SMS code signs, the document number (nif) for the video types, which go
 * on the contract template; an attached PDF replaces documents.contrato.documentB64. The
 * signature goes where the sender put it on their PDF (`boxPositions`; an identification
 * alone signs nothing, so has none); otherwise nothing is sent and the server places it:
 * the template's box, or by the PDF's signature labels, or at the bottom of its last page.
 */
export function buildCreationPayload(
  form: TCreationForm,
  language: TLanguage,
): TCreateOperationRequest {
  const needs = CREATION_NEEDS[form.type];
  // The traveller report: 'Parte Viajero', and identification alone asked
  // from the traveller-report form, go on the traveller template.
  const traveller =
    !form.ownDocument &&
    (form.type === 'PARTE_VIAJERO' ||
      (form.type === 'IDENTIFICATION_NO_ASISTIDA' && form.template === 'traveller'));
  const opClass = traveller
    ? OP_CLASS.TRAVELLER
    : form.ownDocument || needs.nif
      ? OP_CLASS.CONTRACT
      : CONTRACT_CLASSES[form.contractType ?? '1'];
  const signs = form.type !== 'IDENTIFICATION_NO_ASISTIDA';
  const signerData = signerDataOf(form, {
    type: form.type,
    language,
    here: form.delivery === 'here',
    signBox: form.signBox,
  });
  return {
    documents: documentsOf(form),
    signers: [
      {
        level: 1,
        order: 1,
        operationType: 'EMAIL',
        signerData,
        signaturesType: [form.type === 'PARTE_VIAJERO' ? 'VIDEO_1PASO_OTP' : form.type],
        ...(signs && form.ownDocument && form.document
          ? boxPositionsOf(form.placement, form.type, form.signBox)
          : {}),
      },
    ],
    operationData: { opClass },
  };
}
