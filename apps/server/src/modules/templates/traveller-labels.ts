import type { TTravellerPaymentType } from '@confirma/contracts/traveller';
import type { TTemplateLanguage } from './template-types.ts';
import { TRAVELLER_LABELS_EN } from './traveller-labels-en.ts';
import { TRAVELLER_LABELS_ES } from './traveller-labels-es.ts';
import { TRAVELLER_LABELS_IT } from './traveller-labels-it.ts';

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
  /** The MRZ's sex (M, F, X) as the form's label reads it. */
  sexValues: Record<string, string>;
  /** Minors travel: the relationship, or this when none do. */
  noMinors: string;
  declaration: string;
  privacy: string;
  signatureLabel: string;
  footer: string;
}

export const TRAVELLER_LABELS: Record<TTemplateLanguage, TTravellerLabels> = {
  es: TRAVELLER_LABELS_ES,
  en: TRAVELLER_LABELS_EN,
  it: TRAVELLER_LABELS_IT,
};
