import type {
  TTravellerCompletion,
  TTravellerDocumentData,
  TTravellerDocumentType,
  TTravellerPaymentType,
} from '@confirma/contracts/traveller';

/** Languages the generated documents are available in. */
export const TEMPLATE_LANGUAGES = ['es', 'en', 'it'] as const;
export type TTemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** What the operation knows about its signer (signer identifiers). */
export interface TTemplateSigner {
  name: string;
  lastname: string;
  email: string;
  nif?: string;
  cellphone?: string;
}

/**
 * A traveller report filled after the identification (traveller-report module): the
 * establishment, the document's data and what the guest completed, printed in place of
 * the blank lines.
 */
export interface TTravellerFill {
  establishment: { name: string; address: string; registry: string };
  document: TTravellerDocumentData;
  completion: TTravellerCompletion;
}

/** Input of every document renderer. */
export interface TRenderArgs {
  language: TTemplateLanguage;
  signer: TTemplateSigner;
  /** The document date (contract date, date of entry of the guest). */
  date: Date;
  /** IANA zone the date is shown in; Europe/Madrid by default. */
  timeZone?: string;
  /** The traveller form's data once the guest completed it (opClass 1243 only). */
  traveller?: TTravellerFill;
}

export type TRenderTemplate = (args: TRenderArgs) => Promise<Uint8Array>;

/**
 * The wording of the sample services contract (opClass 1241). Paragraphs may hold the
 * placeholders {{name}}, {{lastname}}, {{email}}, {{nif}}, {{cellphone}} and {{date}}
 * (see fill-placeholders.ts).
 */
export interface TContractText {
  title: string;
  subtitle: string;
  dateLine: string;
  /** Shown instead of a value the signer did not give (NIF, phone). */
  notProvided: string;
  demoNotice: string;
  partiesHeading: string;
  parties: string[];
  clauses: { heading: string; body: string }[];
  closing: string;
  signatureLabel: string;
  footer: string;
}

/**
 * Wording of the guest registration form ("parte de entrada de viajeros", opClass 1243).
 * The fields are those Spain's guest register asks of accommodation establishments
 * (Real Decreto 933/2021): establishment, guest identity and document, nationality,
 * birth date, residence, contact, stay, relationship of minors and payment method.
 */
export interface TTravellerLabels {
  title: string;
  subtitle: string;
  languageField: string;
  languageName: string;
  formDate: string;
  sections: { establishment: string; guest: string; stay: string };
  establishmentName: string;
  establishmentCode: string;
  establishmentAddress: string;
  establishmentTown: string;
  name: string;
  firstSurname: string;
  secondSurname: string;
  sex: string;
  documentType: string;
  documentNumber: string;
  documentSupport: string;
  nationality: string;
  birthDate: string;
  residenceAddress: string;
  residenceTown: string;
  phone: string;
  email: string;
  relationship: string;
  entryDate: string;
  departureDate: string;
  travellers: string;
  rooms: string;
  contractReference: string;
  payment: string;
  paymentHolder: string;
  /** The payment types as printed (RD 933/2021 "tipo de pago"). */
  paymentTypes: Record<TTravellerPaymentType, string>;
  /** The document types as printed. */
  documentTypes: Record<TTravellerDocumentType, string>;
  /** The MRZ's sex (M, F, X) as the form's label reads it. */
  sexValues: Record<string, string>;
  /** Minors travel: the relationship, or this when none do. */
  noMinors: string;
  declaration: string;
  privacy: string;
  signatureLabel: string;
  footer: string;
}
