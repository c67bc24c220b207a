import { HANDWRITTEN, OP_CLASS } from './constants.ts';
import {
  CREATION_NEEDS,
  type REQUEST_LANGUAGES,
  type TCreationType,
  type TPickedPdf,
  type TPlacement,
  type TRequestField,
  type TSignatureRequestForm,
} from './creation.ts';
import type { TCreateOperationRequest, TOperationSigner } from './operations.ts';

/**
 * The operation payload (ZCreateOperationRequest) of a signature request as the sender
 * wrote it (ZSignatureRequestForm): built by the web client's form and, from a saved
 * request template, by the server (modules/request-templates), so both create the same
 * operation.
 */

type TLanguage = (typeof REQUEST_LANGUAGES)[number];

/** 'Contrato tipo 1/2/3' → the template that renders the document. */
export const CONTRACT_CLASSES = {
  '1': OP_CLASS.CONTRACT,
  '2': OP_CLASS.SIMPLE_OR_BIOMETRIC_CONTRACT,
  '3': OP_CLASS.TRAVELLER,
} as const;

/** The reference of the sender's own PDF in the operation (its one document). */
export const OWN_DOCUMENT_REFERENCE = 'contrato';

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
 * A signature request with several people: each signer with their way of
 * signing and language, in order (sequential: one level each, invited in turn; parallel:
 * all on level 1), the copy recipients, subject and message. Signing here skips the first
 * signer's invitation; the others are invited when their turn comes.
 */
export function buildSignatureRequestPayload(form: TSignatureRequestForm): TCreateOperationRequest {
  const identifies = form.signers.some((signer) => CREATION_NEEDS[signer.method].nif);
  const opClass =
    form.ownDocument || identifies ? OP_CLASS.CONTRACT : CONTRACT_CLASSES[form.contractType ?? '1'];
  return {
    ...(form.subject ? { subject: form.subject } : {}),
    ...(form.message ? { message: form.message } : {}),
    ...(form.copies.length > 0 ? { copyRecipients: form.copies } : {}),
    documents: documentsOf(form),
    signers: form.signers.map((signer, index) => ({
      level: form.order === 'sequential' ? index + 1 : 1,
      order: form.order === 'sequential' ? 1 : index + 1,
      operationType: 'EMAIL',
      signerData: signerDataOf(signer, {
        type: signer.method,
        language: signer.language,
        here: index === 0 && form.delivery === 'here',
        signBox: HANDWRITTEN.signBoxName,
      }),
      signaturesType: [signer.method],
      ...(form.ownDocument && form.document
        ? boxPositionsOf(signer.placement, signer.method, HANDWRITTEN.signBoxName)
        : {}),
      ...(form.ownDocument && form.document && signer.fields.length > 0
        ? { fields: fieldsOf(signer.fields) }
        : {}),
    })),
    operationData: { opClass },
  };
}

/**
 * A signer's fields on the sender's PDF, placed ones only: each keeps its id (a template's
 * field), the others are numbered f1, f2… past the ids taken; a text field carries the
 * words it starts with (`value`), when it has any.
 */
function fieldsOf(fields: TRequestField[]): NonNullable<TOperationSigner['fields']> {
  const taken = new Set(fields.flatMap((field) => (field.id ? [field.id] : [])));
  let next = 0;
  const freeId = () => {
    do next += 1;
    while (taken.has(`f${next}`));
    return `f${next}`;
  };
  return fields.flatMap(({ id, type, label, required, placement, value }) =>
    placement
      ? [
          {
            id: id ?? freeId(),
            type,
            ...(type === 'text' || type === 'checkbox' ? { label, required } : { required: false }),
            ...(type === 'text' && value ? { value } : {}),
            reference: OWN_DOCUMENT_REFERENCE,
            ...placement,
          },
        ]
      : [],
  );
}

/** The sender's own PDF as the operation's one document (`contrato`); none: the template. */
export function documentsOf(form: {
  ownDocument: boolean;
  document: TPickedPdf | null;
}): TCreateOperationRequest['documents'] {
  if (!form.ownDocument || !form.document) return {};
  return {
    [OWN_DOCUMENT_REFERENCE]: {
      documentName: form.document.name,
      documentLabel: form.document.name,
      documentB64: form.document.b64,
      order: 1,
      mandatory: true,
      reference: OWN_DOCUMENT_REFERENCE,
    },
  };
}

/** Where the sender put a signer's signature on their PDF; nothing: the server places it. */
export function boxPositionsOf(
  placement: TPlacement | null | undefined,
  type: TCreationType,
  signBox: string | null,
): Pick<TOperationSigner, 'boxPositions'> {
  if (!placement) return {};
  return {
    boxPositions: [
      {
        ...placement,
        reference: OWN_DOCUMENT_REFERENCE,
        ...(type === 'BIOMETRICA' ? { signboxName: signBox ?? HANDWRITTEN.signBoxName } : {}),
      },
    ],
  };
}

/**
 * A person's signer data: name, last names (when given) and e-mail
 * shown in the summary, with the field labels in the signer's language; signing here asks
 * `avoidSendSignEmail` at FIRMA-INICIO, and `sendConfirmationEmail` at FIRMA-FINAL; the
 * mobile where an SMS code signs, the document number for the video types, the language,
 * and the template's signature box of a handwritten signature.
 */
export function signerDataOf(
  person: { name: string; lastname: string; email: string; phone: string; nif: string },
  options: { type: TCreationType; language: TLanguage; here: boolean; signBox: string | null },
): TOperationSigner['signerData'] {
  const labels = LABELS[options.language];
  const needs = CREATION_NEEDS[options.type];
  return [
    { identifier: 'name', value: person.name, label: labels.name, resumen: 'Y' as const },
    // A template's person may come without last names (a bulk row's one name).
    ...(person.lastname
      ? [
          {
            identifier: 'lastname',
            value: person.lastname,
            label: labels.lastname,
            resumen: 'Y' as const,
          },
        ]
      : []),
    {
      identifier: 'email',
      value: person.email,
      label: labels.email,
      resumen: 'Y' as const,
      actions: [
        ...(options.here
          ? [{ action: 'avoidSendSignEmail' as const, step: 'FIRMA-INICIO' as const }]
          : []),
        { action: 'sendConfirmationEmail' as const, step: 'FIRMA-FINAL' as const },
      ],
    },
    ...(needs.nif
      ? [{ identifier: 'nif', value: person.nif, label: labels.nif, resumen: 'Y' as const }]
      : []),
    ...(needs.phone
      ? [
          {
            identifier: 'cellphone',
            value: person.phone,
            label: labels.phone,
            resumen: 'N' as const,
          },
        ]
      : []),
    {
      identifier: 'idiomadef',
      value: `${options.language}-${options.language}`,
      resumen: 'N' as const,
    },
    ...(options.type === 'BIOMETRICA'
      ? [
          {
            identifier: 'cajafirma',
            value: options.signBox ?? HANDWRITTEN.signBoxName,
            resumen: 'N' as const,
          },
        ]
      : []),
  ].map((datum) => ({ authentication: 'N' as const, label: '', actions: [], ...datum }));
}
