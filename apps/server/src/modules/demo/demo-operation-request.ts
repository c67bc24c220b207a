import {
  BIOMETRIC_SIGNBOX,
  HANDWRITTEN,
  OP_CLASS,
  type TSignatureType,
} from '@confirma/contracts/constants';
import {
  DEMO_IDENTIFIES,
  type TDemoForm,
  type TDemoLanguage,
  type TDemoType,
} from '@confirma/contracts/demo';
import {
  type TCreateOperationRequest,
  ZCreateOperationRequest,
} from '@confirma/contracts/operations';

/** What each demo choice creates. */
export const DEMO_KINDS: Record<TDemoType, { opClass: number; signatureType: TSignatureType }> = {
  /** 'Firma con OTP': the demo OTP template, signed with an SMS code. */
  SIMPLE: { opClass: OP_CLASS.DEMO_OTP, signatureType: 'SIMPLE' },
  /** 'Firma con grafo': the biometric demo template, handwritten in its box. */
  BIOMETRICA: { opClass: OP_CLASS.BIOMETRIC_CONTRACT_DEMO, signatureType: 'BIOMETRICA' },
  /** 'Identificación y firma': the sample contract, video identification then OTP. */
  IDENTIFICACION_FIRMA: { opClass: OP_CLASS.CONTRACT, signatureType: 'VIDEO_1PASO_OTP' },
  /** 'Parte Viajero': the traveller report, video identification then OTP. */
  PARTE_VIAJERO: { opClass: OP_CLASS.TRAVELLER, signatureType: 'VIDEO_1PASO_OTP' },
};

/** The signer fields' labels, as the evidence and the summary show them. */
export const SIGNER_FIELD_LABELS: Record<
  TDemoLanguage,
  Record<'name' | 'lastname' | 'email' | 'phone' | 'nif' | 'language', string>
> = {
  es: {
    name: 'Nombre',
    lastname: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Móvil',
    nif: 'Número de identidad',
    language: 'Idioma',
  },
  en: {
    name: 'Name',
    lastname: 'Last name',
    email: 'E-mail',
    phone: 'Mobile',
    nif: 'Identity number',
    language: 'Language',
  },
  it: {
    name: 'Nome',
    lastname: 'Cognome',
    email: 'E-mail',
    phone: 'Cellulare',
    nif: 'Numero di identità',
    language: 'Lingua',
  },
};

/**
 * The operation a demo form asks for, as the signing service's own payload: one signer
 * (level 1, order 1) with the spec's signerData, who gets the invitation e-mail and, at
 * the end, the confirmation with the signed document. An identification type carries the
 * document number the visitor will show (the verdict's DATA check).
 */
export function demoOperationRequest(form: TDemoForm): TCreateOperationRequest {
  const kind = DEMO_KINDS[form.type];
  const labels = SIGNER_FIELD_LABELS[form.lang];
  // Summary flag: N for handwritten, Y otherwise.
  const resumen = form.type === 'BIOMETRICA' ? 'N' : 'Y';
  return ZCreateOperationRequest.parse({
    documents: {},
    signers: [
      {
        level: 1,
        order: 1,
        operationType: 'EMAIL',
        signaturesType: [kind.signatureType],
        signerData: [
          { identifier: 'name', value: form.name, label: labels.name, resumen },
          { identifier: 'lastname', value: form.lastname, label: labels.lastname, resumen },
          {
            identifier: 'email',
            value: form.email,
            label: labels.email,
            resumen,
            actions: [{ action: 'sendConfirmationEmail', step: 'FIRMA-FINAL' }],
          },
          { identifier: 'cellphone', value: form.phone, label: labels.phone, resumen: 'N' },
          ...(DEMO_IDENTIFIES[form.type] && form.nif
            ? [{ identifier: 'nif', value: form.nif, label: labels.nif, resumen: 'Y' }]
            : []),
          {
            identifier: 'idiomadef',
            value: `${form.lang}-${form.lang}`,
            label: labels.language,
            resumen: 'N',
          },
        ],
        ...(form.type === 'BIOMETRICA'
          ? { boxPositions: [{ ...BIOMETRIC_SIGNBOX, signboxName: HANDWRITTEN.signBoxName }] }
          : {}),
      },
    ],
    operationData: { opClass: kind.opClass },
  });
}
