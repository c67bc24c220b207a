import type { TTravellerCompletion, TTravellerDocumentData } from '@confirma/contracts/traveller';

/** Languages the generated documents are available in. */
export const TEMPLATE_LANGUAGES = ['es', 'en', 'it'] as const;
export type TTemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** What the operation knows about its signer (spec 000 §3: signer identifiers). */
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
