import { CONTRACT_TEXT_EN } from './contract-text-en.ts';
import { CONTRACT_TEXT_ES } from './contract-text-es.ts';
import { CONTRACT_TEXT_IT } from './contract-text-it.ts';
import type { TTemplateLanguage } from './template-types.ts';

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

export const CONTRACT_TEXTS: Record<TTemplateLanguage, TContractText> = {
  es: CONTRACT_TEXT_ES,
  en: CONTRACT_TEXT_EN,
  it: CONTRACT_TEXT_IT,
};
