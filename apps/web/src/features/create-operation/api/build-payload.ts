import { HANDWRITTEN, OP_CLASS } from '@confirma/contracts/constants';
import { CREATION_NEEDS, type TCreationForm } from '@confirma/contracts/creation';
import type { TCreateOperationRequest } from '@confirma/contracts/operations';
import type { TLanguage } from '../../../lib/language';

/** Spec 000 §2: 'Contrato tipo 1/2/3' → the template that renders the document. */
export const CONTRACT_CLASSES = {
  '1': OP_CLASS.CONTRACT,
  '2': OP_CLASS.SIMPLE_OR_BIOMETRIC_CONTRACT,
  '3': OP_CLASS.TRAVELLER,
} as const;

/** Field labels as the operation and its certificate show them (the signer's language). */
const LABELS: Record<TLanguage, Record<'name' | 'lastname' | 'email' | 'phone' | 'nif', string>> = {
  es: {
    name: 'Nombre',
    lastname: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Móvil',
    nif: 'Número de identidad',
  },
  en: { name: 'Name', lastname: 'Last name', email: 'E-mail', phone: 'Mobile', nif: 'ID number' },
  it: {
    name: 'Nome',
    lastname: 'Cognome',
    email: 'E-mail',
    phone: 'Cellulare',
    nif: 'Numero di identità',
  },
};

/**
 * The operation payload of the creation form (spec 000 §3, §4; 001 §3.12): one signer at
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
  const labels = LABELS[language];
  const needs = CREATION_NEEDS[form.type];
  // The traveller report (spec 001 §2.10): 'Parte Viajero', and identification alone asked
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
  const handwritten = form.type === 'BIOMETRICA';
  const signs = form.type !== 'IDENTIFICATION_NO_ASISTIDA';
  const signerData = [
    { identifier: 'name', value: form.name, label: labels.name, resumen: 'Y' as const },
    { identifier: 'lastname', value: form.lastname, label: labels.lastname, resumen: 'Y' as const },
    {
      identifier: 'email',
      value: form.email,
      label: labels.email,
      resumen: 'Y' as const,
      actions: [
        ...(form.delivery === 'here'
          ? [{ action: 'avoidSendSignEmail' as const, step: 'FIRMA-INICIO' as const }]
          : []),
        { action: 'sendConfirmationEmail' as const, step: 'FIRMA-FINAL' as const },
      ],
    },
    ...(needs.nif
      ? [{ identifier: 'nif', value: form.nif, label: labels.nif, resumen: 'Y' as const }]
      : []),
    ...(needs.phone
      ? [{ identifier: 'cellphone', value: form.phone, label: labels.phone, resumen: 'N' as const }]
      : []),
    { identifier: 'idiomadef', value: `${language}-${language}`, resumen: 'N' as const },
    ...(handwritten
      ? [
          {
            identifier: 'cajafirma',
            value: form.signBox ?? HANDWRITTEN.signBoxName,
            resumen: 'N' as const,
          },
        ]
      : []),
  ].map((datum) => ({ authentication: 'N' as const, label: '', actions: [], ...datum }));
  return {
    documents:
      form.ownDocument && form.document
        ? {
            contrato: {
              documentName: form.document.name,
              documentLabel: form.document.name,
              documentB64: form.document.b64,
              order: 1,
              mandatory: true,
              reference: 'contrato',
            },
          }
        : {},
    signers: [
      {
        level: 1,
        order: 1,
        operationType: 'EMAIL',
        signerData,
        signaturesType: [form.type === 'PARTE_VIAJERO' ? 'VIDEO_1PASO_OTP' : form.type],
        ...(signs && form.ownDocument && form.document && form.placement
          ? {
              boxPositions: [
                {
                  ...form.placement,
                  reference: 'contrato',
                  ...(handwritten ? { signboxName: form.signBox ?? HANDWRITTEN.signBoxName } : {}),
                },
              ],
            }
          : {}),
      },
    ],
    operationData: { opClass },
  };
}
