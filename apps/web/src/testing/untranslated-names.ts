/**
 * Names nobody translates, which the text checks must not take for English left in a
 * Spanish or Italian page: the plans', and the laws and sources the legal pages cite by
 * their own titles.
 */
export const UNTRANSLATED_NAMES = [
  'Basic',
  'Standard',
  'Premium',
  'Electronic Signatures in Global and National Commerce Act',
  'Electronic Signatures and Records Act',
  'Uniform Electronic Transactions Act, Uniform Law Commission',
  'State Technology Law',
  'E-SIGN Act',
  'U.S. Code',
  'New York',
  'Article 3',
  'chapter 96',
  'Ley 6/2020, de servicios electrónicos de confianza, BOE',
  'Ley 34/2002, de servicios de la sociedad de la información, BOE',
  'Ley 1/2000, de Enjuiciamiento Civil, BOE',
];
