/** Official texts cited by the legal pages (titles in their own language, not translated). */
export interface TLegalReference {
  title: string;
  /** Language of the title, for screen readers. */
  lang: 'en' | 'es';
  url: string;
}

export const EU_REFERENCES: readonly TLegalReference[] = [
  {
    title: 'Regulation (EU) No 910/2014 (eIDAS), EUR-Lex',
    lang: 'en',
    url: 'https://eur-lex.europa.eu/eli/reg/2014/910/oj',
  },
  {
    title: 'Regulation (EU) 2024/1183 (amending eIDAS), EUR-Lex',
    lang: 'en',
    url: 'https://eur-lex.europa.eu/eli/reg/2024/1183/oj',
  },
  {
    title: 'Ley 6/2020, de servicios electrónicos de confianza, BOE',
    lang: 'es',
    url: 'https://www.boe.es/eli/es/l/2020/11/11/6',
  },
  {
    title: 'Ley 34/2002, de servicios de la sociedad de la información, BOE',
    lang: 'es',
    url: 'https://www.boe.es/eli/es/l/2002/07/11/34',
  },
  {
    title: 'Ley 1/2000, de Enjuiciamiento Civil, BOE',
    lang: 'es',
    url: 'https://www.boe.es/eli/es/l/2000/01/07/1',
  },
];

export const US_REFERENCES: readonly TLegalReference[] = [
  {
    title: 'E-SIGN Act, 15 U.S.C. chapter 96, U.S. Code',
    lang: 'en',
    url: 'https://uscode.house.gov/view.xhtml?path=/prelim@title15/chapter96&edition=prelim',
  },
  {
    title: 'Uniform Electronic Transactions Act, Uniform Law Commission',
    lang: 'en',
    url: 'https://www.uniformlaws.org/',
  },
  {
    title: 'New York Electronic Signatures and Records Act (State Technology Law, Article 3)',
    lang: 'en',
    url: 'https://www.nysenate.gov/legislation/laws/STT/A3',
  },
];
