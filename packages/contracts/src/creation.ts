import { z } from 'zod';
import { FORM_LIMITS, SIGNBOX } from './constants.ts';
import { emailAddress } from './email-address.ts';
import { FIELD_LIMITS, REQUEST_LIMITS, SIGNER_FIELD_TYPES, ZFieldId } from './operations.ts';
import { isSafeName } from './person-name.ts';
import { isValidSpanishId, normaliseSpanishId } from './spanish-id.ts';

/**
 * The creation form: the sender's request form, for a signature or a video
 * identification. Messages are i18n keys of the web client's `flows` namespace (es: 'El
 * nombre es obligatorio', …).
 */
export const CREATION_SIGNATURE_TYPES = ['SIMPLE', 'BIOMETRICA'] as const;
/**
 * The identification form's choices: 'Identificación no asistida'
 * (identification only) and 'Identificación no asistida y firma' (identification, then the
 * OTP signature, on the contract template).
 */
export const CREATION_IDENTIFICATION_TYPES = [
  'IDENTIFICATION_NO_ASISTIDA',
  'VIDEO_1PASO_OTP',
] as const;
/**
 * The traveller-report form's choices: 'Identificación no asistida' on the
 * traveller template (the parte filled and sealed), 'Identificación no asistida y firma' on
 * the contract template, and 'Identificación y firma Parte Viajero' (PARTE_VIAJERO: the
 * signature type VIDEO_1PASO_OTP on the traveller template, the parte filled and signed).
 */
export const CREATION_TRAVELLER_TYPES = [
  'IDENTIFICATION_NO_ASISTIDA',
  'VIDEO_1PASO_OTP',
  'PARTE_VIAJERO',
] as const;
export const CREATION_TYPES = [
  ...CREATION_SIGNATURE_TYPES,
  ...CREATION_IDENTIFICATION_TYPES,
  'PARTE_VIAJERO',
] as const;
export type TCreationType = (typeof CREATION_TYPES)[number];

/**
 * What each type asks of the signer's data: the mobile where an SMS code signs (the
 * phone only for the OTP signature, and only where a signature follows the
 * identification), the document number for the video types (shown only in the
 * video flow).
 */
export const CREATION_NEEDS: Readonly<Record<TCreationType, { phone: boolean; nif: boolean }>> = {
  SIMPLE: { phone: true, nif: false },
  BIOMETRICA: { phone: false, nif: false },
  IDENTIFICATION_NO_ASISTIDA: { phone: false, nif: true },
  VIDEO_1PASO_OTP: { phone: true, nif: true },
  PARTE_VIAJERO: { phone: true, nif: true },
};
export const CONTRACT_TYPES = ['1', '2', '3'] as const;
/** Where the signer signs: now on this device, or from the link e-mailed to them. */
export const DELIVERIES = ['here', 'email'] as const;

/** Digits, hyphens and plus signs, 9 to 15 of them. */
export const PHONE_PATTERN = /^[0-9+-]{9,15}$/;

/** A picked PDF: its name and base64 content. */
export const ZPickedPdf = z.object({ name: z.string().min(1), b64: z.string().min(1) });
export type TPickedPdf = z.infer<typeof ZPickedPdf>;

const m = (key: string) => ({ message: `flows:create.validation.${key}` });

/**
 * Where the sender put the signature on their own PDF: a page and a box in PDF points from
 * the bottom-left corner of the page's visible area (ZBoxPosition's units). None: the
 * server places it (by the document's signature labels, else at the bottom of the last page).
 */
export const ZPlacement = z.object({
  pageNumber: z.number().int().min(1),
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().min(SIGNBOX.minWidth),
  height: z.number().min(SIGNBOX.minHeight),
});
export type TPlacement = z.infer<typeof ZPlacement>;

/** The person a request goes to: name, lastname, e-mail; also a notification's. */
export const ZPersonFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, m('nameRequired'))
    .max(FORM_LIMITS.nameMax, m('nameMax'))
    .refine(isSafeName, m('nameCharacters')),
  lastname: z
    .string()
    .trim()
    .min(1, m('lastnameRequired'))
    .max(FORM_LIMITS.lastnameMax, m('lastnameMax'))
    .refine(isSafeName, m('nameCharacters')),
  email: z
    .string()
    .trim()
    .min(1, m('emailRequired'))
    .pipe(emailAddress(m('emailInvalid'))),
});

export const ZCreationForm = z
  .object({
    type: z.enum(CREATION_TYPES, m('typeRequired')),
    ...ZPersonFields.shape,
    phone: z.string().trim(),
    /** The document number the signer will be identified with (video types only). */
    nif: z.string().trim(),
    delivery: z.enum(DELIVERIES),
    ownDocument: z.boolean(),
    document: ZPickedPdf.nullable(),
    contractType: z.enum(CONTRACT_TYPES, m('contractRequired')).nullable(),
    signBox: z.string().nullable(),
    placement: ZPlacement.nullish(),
    /** The traveller-report form: identification alone goes on the traveller template. */
    template: z.literal('traveller').nullish(),
  })
  .superRefine((form, ctx) => {
    checkNeeds(CREATION_NEEDS[form.type], form, ctx);
    if (form.ownDocument && !form.document)
      ctx.addIssue({ code: 'custom', path: ['document'], ...m('documentRequired') });
    if (!form.ownDocument && !form.contractType)
      ctx.addIssue({ code: 'custom', path: ['contractType'], ...m('contractRequired') });
    if (form.type === 'BIOMETRICA' && !form.signBox)
      ctx.addIssue({ code: 'custom', path: ['signBox'], ...m('itemRequired') });
  });
export type TCreationForm = z.infer<typeof ZCreationForm>;

/** The document number and the mobile a person's type asks for, when it asks for them. */
export function checkNeeds(
  needs: { phone: boolean; nif: boolean },
  person: { phone: string; nif: string },
  ctx: z.RefinementCtx,
) {
  if (needs.nif && !person.nif) {
    ctx.addIssue({ code: 'custom', path: ['nif'], ...m('nifRequired') });
  } else if (needs.nif && !plausibleIdNumber(person.nif)) {
    ctx.addIssue({ code: 'custom', path: ['nif'], ...m('nifInvalid') });
  }
  if (needs.phone) {
    if (!person.phone) ctx.addIssue({ code: 'custom', path: ['phone'], ...m('phoneRequired') });
    else if (!PHONE_PATTERN.test(person.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], ...m('phoneInvalid') });
  }
}

/**
 * How each person of a signature request signs: a code by SMS, a handwritten signature, or a
 * video identification followed by the code.
 */
export const SIGNER_METHODS = ['SIMPLE', 'BIOMETRICA', 'VIDEO_1PASO_OTP'] as const;
export type TSignerMethod = (typeof SIGNER_METHODS)[number];
/** Sequential: each signer is invited once the one before has signed; parallel: all at once. */
export const SIGNING_ORDERS = ['sequential', 'parallel'] as const;
export const REQUEST_LANGUAGES = ['es', 'en', 'it'] as const;
/** At most this many signers in one request (the API's limit). */
export const REQUEST_SIGNERS_MAX = 10;

/**
 * A field the sender places for a signer on their own PDF: text or a checkbox the signer
 * fills (with a label saying what), or the date, name or initials written for them.
 */
export const ZRequestField = z
  .object({
    /** Kept from the template the request started from (its bulk values name it). */
    id: ZFieldId.optional(),
    type: z.enum(SIGNER_FIELD_TYPES),
    label: z.string().trim().max(FIELD_LIMITS.labelMax, m('fieldLabelMax')),
    required: z.boolean(),
    /** A text field's words written in beforehand: the signer sees them and may change them. */
    value: z.string().trim().max(FIELD_LIMITS.valueMax, m('fieldValueMax')).optional(),
    placement: ZPlacement.extend({
      width: z.number().min(FIELD_LIMITS.minSide),
      height: z.number().min(FIELD_LIMITS.minSide),
    }).nullable(),
  })
  .superRefine((field, ctx) => {
    if ((field.type === 'text' || field.type === 'checkbox') && !field.label)
      ctx.addIssue({ code: 'custom', path: ['label'], ...m('fieldLabelRequired') });
    if (!field.placement)
      ctx.addIssue({ code: 'custom', path: ['placement'], ...m('fieldPlacementRequired') });
  });
export type TRequestField = z.infer<typeof ZRequestField>;

/** The longest name of a role ("Cliente", "Empresa"): a template's slot for a signer. */
export const ROLE_NAME_MAX = 60;

/** One signer of a signature request, as the sender writes them. */
export const ZRequestSigner = z
  .object({
    /** The template's role this signer fills ("Cliente"), when the request came from one. */
    role: z.string().trim().max(ROLE_NAME_MAX, m('roleNameMax')).optional(),
    method: z.enum(SIGNER_METHODS, m('typeRequired')),
    ...ZPersonFields.shape,
    phone: z.string().trim(),
    nif: z.string().trim(),
    /** The language of their invitation, signing pages and stamp. */
    language: z.enum(REQUEST_LANGUAGES),
    /** Where their signature goes on the sender's own PDF; none: placed by the server. */
    placement: ZPlacement.nullish(),
    /** What they fill besides their signature, on the sender's own PDF. */
    fields: z.array(ZRequestField).max(FIELD_LIMITS.perSigner),
  })
  .superRefine((signer, ctx) => checkNeeds(CREATION_NEEDS[signer.method], signer, ctx));
export type TRequestSigner = z.infer<typeof ZRequestSigner>;

/** Someone who signs nothing and gets the signed documents. */
export const ZRequestCopy = z.object({
  name: z.string().trim().min(1, m('nameRequired')).max(100, m('nameMax')),
  email: z
    .string()
    .trim()
    .min(1, m('emailRequired'))
    .pipe(emailAddress(m('emailInvalid'))),
});

/**
 * The sender's signature request with several people: who signs, how and in
 * which order, who gets a copy, the invitation's subject and message, the document, and
 * whether the first signer signs now on this device or everyone is invited by e-mail/SMS.
 */
export const ZSignatureRequestForm = z
  .object({
    subject: z.string().trim().max(REQUEST_LIMITS.subjectMax, m('subjectMax')),
    message: z.string().trim().max(REQUEST_LIMITS.messageMax, m('messageMax')),
    signers: z.array(ZRequestSigner).min(1).max(REQUEST_SIGNERS_MAX),
    order: z.enum(SIGNING_ORDERS),
    copies: z.array(ZRequestCopy).max(REQUEST_LIMITS.copyRecipientsMax),
    delivery: z.enum(DELIVERIES),
    ownDocument: z.boolean(),
    document: ZPickedPdf.nullable(),
    contractType: z.enum(CONTRACT_TYPES, m('contractRequired')).nullable(),
  })
  .superRefine((form, ctx) => {
    if (form.ownDocument && !form.document)
      ctx.addIssue({ code: 'custom', path: ['document'], ...m('documentRequired') });
    if (!form.ownDocument && !form.contractType)
      ctx.addIssue({ code: 'custom', path: ['contractType'], ...m('contractRequired') });
  });
export type TSignatureRequestForm = z.infer<typeof ZSignatureRequestForm>;

/**
 * A document number a person can be identified with: a DNI or NIE (their shape) must carry
 * the right check letter; any other (a passport's, a foreign card's) is 5 to 20 letters and
 * digits.
 */
export function plausibleIdNumber(value: string): boolean {
  const id = normaliseSpanishId(value);
  if (/^(\d{8}|[XYZ]\d{7})[A-Z]$/.test(id)) return isValidSpanishId(id);
  if (/^\d{7,8}$/.test(id) || /^[XYZ]\d{7}$/.test(id)) return false;
  return /^[A-Z0-9]{5,20}$/.test(id);
}

/**
 * A picked file's name: kept when it has a dot after its first character,
 * ignored otherwise.
 */
export function acceptedFileName(name: string): boolean {
  return name.indexOf('.', 1) > 0;
}
