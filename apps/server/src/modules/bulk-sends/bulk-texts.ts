import type { TBulkPersonPart, TBulkRowState } from '@confirma/contracts/bulk-sends';
import type { TLanguage } from '../mail-texts/index.ts';
import { PART_WORDS } from './csv/bulk-columns.ts';

/**
 * The words of a bulk send's result file for a person, in each language: its columns, each
 * row's outcome, and why a row was not created (the problems the creation names, by their
 * i18n key; the error codes it answers with). A key or code without words here is written
 * as the creation said it, in English.
 */

export const RESULT_HEADERS: Record<
  TLanguage,
  { row: string; outcome: string; operation: string; error: string }
> = {
  es: { row: 'Fila', outcome: 'Resultado', operation: 'Operación', error: 'Motivo' },
  en: { row: 'Row', outcome: 'Result', operation: 'Operation', error: 'Reason' },
  it: { row: 'Riga', outcome: 'Esito', operation: 'Operazione', error: 'Motivo' },
};

export const OUTCOME_WORDS: Record<TLanguage, Record<TBulkRowState, string>> = {
  es: { pending: 'Pendiente', created: 'Enviada', failed: 'No enviada', cancelled: 'Cancelada' },
  en: { pending: 'Pending', created: 'Sent', failed: 'Not sent', cancelled: 'Cancelled' },
  it: { pending: 'In attesa', created: 'Inviata', failed: 'Non inviata', cancelled: 'Annullata' },
};

type TProblem =
  | 'nameRequired'
  | 'nameMax'
  | 'lastnameMax'
  | 'emailRequired'
  | 'emailInvalid'
  | 'nifRequired'
  | 'nifInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'contactRequired'
  | 'countryInvalid'
  | 'fieldValueMax'
  | 'personRequired';

/** The creation's problems (the web's `flows:create.validation.*`, `flows:templates.validation.*`). */
const PROBLEM_WORDS: Record<TLanguage, Record<TProblem, string>> = {
  es: {
    nameRequired: 'el nombre es obligatorio',
    nameMax: 'el nombre tiene como máximo 50 caracteres',
    lastnameMax: 'los apellidos tienen como máximo 50 caracteres',
    emailRequired: 'el correo electrónico es obligatorio',
    emailInvalid: 'no es un correo electrónico válido',
    nifRequired: 'el número de identidad es obligatorio',
    nifInvalid: 'el número de identidad no es válido',
    phoneRequired: 'el móvil es obligatorio',
    phoneInvalid: 'no es un número de teléfono válido',
    contactRequired: 'hace falta un correo electrónico o un móvil para enviar la invitación',
    countryInvalid: 'el país no es un código de dos letras',
    fieldValueMax: 'como máximo 200 caracteres',
    personRequired: 'falta la persona de este rol (la plantilla ha cambiado)',
  },
  en: {
    nameRequired: 'the name is required',
    nameMax: 'the name has at most 50 characters',
    lastnameMax: 'the last name has at most 50 characters',
    emailRequired: 'the e-mail address is required',
    emailInvalid: 'not a valid e-mail address',
    nifRequired: 'the ID number is required',
    nifInvalid: 'the ID number is not valid',
    phoneRequired: 'the mobile number is required',
    phoneInvalid: 'not a valid phone number',
    contactRequired: 'an e-mail address or a mobile number is needed to send the invitation',
    countryInvalid: 'the country is not a two-letter code',
    fieldValueMax: 'at most 200 characters',
    personRequired: 'no person for this role (the template has changed)',
  },
  it: {
    nameRequired: 'il nome è obbligatorio',
    nameMax: 'il nome ha al massimo 50 caratteri',
    lastnameMax: 'il cognome ha al massimo 50 caratteri',
    emailRequired: "l'indirizzo email è obbligatorio",
    emailInvalid: 'non è un indirizzo email valido',
    nifRequired: 'il numero del documento è obbligatorio',
    nifInvalid: 'il numero del documento non è valido',
    phoneRequired: 'il cellulare è obbligatorio',
    phoneInvalid: 'non è un numero di telefono valido',
    contactRequired: "serve un indirizzo email o un cellulare per inviare l'invito",
    countryInvalid: 'il paese non è un codice di due lettere',
    fieldValueMax: 'al massimo 200 caratteri',
    personRequired: 'manca la persona di questo ruolo (il modello è cambiato)',
  },
};

type TCode =
  | 'INSUFFICIENT_CREDITS'
  | 'NOT_FOUND'
  | 'UNAUTHORIZED'
  | 'SIGNATURE_TYPE_UNAVAILABLE'
  | 'VALIDATION_FAILED'
  | 'INTERNAL';

/** The creation's refusals without a field to name. */
const CODE_WORDS: Record<TLanguage, Record<TCode, string>> = {
  es: {
    INSUFFICIENT_CREDITS:
      'Los créditos reservados no cubren esta solicitud (la plantilla ha cambiado)',
    NOT_FOUND: 'La plantilla ya no existe',
    UNAUTHORIZED: 'La cuenta ya no existe',
    SIGNATURE_TYPE_UNAVAILABLE: 'Esta forma de firma no está disponible en este servidor',
    VALIDATION_FAILED: 'Los datos de la fila no son válidos',
    INTERNAL: 'No se ha podido crear la solicitud por un error inesperado',
  },
  en: {
    INSUFFICIENT_CREDITS:
      'The credits reserved do not cover this request (the template has changed)',
    NOT_FOUND: 'The template no longer exists',
    UNAUTHORIZED: 'The account no longer exists',
    SIGNATURE_TYPE_UNAVAILABLE: 'This way of signing is not available on this server',
    VALIDATION_FAILED: "The row's data are not valid",
    INTERNAL: 'The request could not be created: an unexpected error',
  },
  it: {
    INSUFFICIENT_CREDITS:
      'I crediti riservati non coprono questa richiesta (il modello è cambiato)',
    NOT_FOUND: 'Il modello non esiste più',
    UNAUTHORIZED: "L'account non esiste più",
    SIGNATURE_TYPE_UNAVAILABLE: 'Questo modo di firmare non è disponibile su questo server',
    VALIDATION_FAILED: 'I dati della riga non sono validi',
    INTERNAL: 'Non è stato possibile creare la richiesta per un errore imprevisto',
  },
};

/** The words of a problem's i18n key in `language`; undefined for a key without any. */
export function problemWords(key: string | undefined, language: TLanguage): string | undefined {
  const name = key?.slice(key.lastIndexOf('.') + 1) as TProblem | undefined;
  return name && name in PROBLEM_WORDS[language] ? PROBLEM_WORDS[language][name] : undefined;
}

/** The words of an error code in `language`; undefined for a code without any. */
export function codeWords(code: string, language: TLanguage): string | undefined {
  return code in CODE_WORDS[language] ? CODE_WORDS[language][code as TCode] : undefined;
}

/** A role's part as a person's spreadsheet names it ("Cliente móvil"). */
export const partHeader = (roleName: string, part: TBulkPersonPart, language: TLanguage) =>
  `${roleName} ${PART_WORDS[language][part]}`;
