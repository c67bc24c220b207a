type TPageLanguage = 'es' | 'en' | 'it';

/**
 * Official texts cited by the legal pages: a national law by its own title in its own
 * language; an EU regulation, official in every EU language, in the page's (`localised`:
 * its title and its EUR-Lex address by language).
 */
export interface TLegalReference {
  title: string;
  /** Language of the title, for screen readers. */
  lang: 'en' | 'es' | 'it';
  url: string;
  localised?: Record<TPageLanguage, { title: string; url: string }>;
}

/** An EU regulation's EUR-Lex page in each language (ELI, the Official Journal's text). */
const eurLex = (eli: string, titles: Record<TPageLanguage, string>) => {
  const codes = { es: 'spa', en: 'eng', it: 'ita' } as const;
  const localised = Object.fromEntries(
    (Object.keys(codes) as TPageLanguage[]).map((language) => [
      language,
      {
        title: titles[language],
        url: `https://eur-lex.europa.eu/eli/${eli}/oj/${codes[language]}`,
      },
    ]),
  ) as Record<TPageLanguage, { title: string; url: string }>;
  return { title: titles.en, lang: 'en' as const, url: localised.en.url, localised };
};

/** The reference as the page shows it in `language`. */
export function referenceIn(reference: TLegalReference, language: string) {
  const localised = reference.localised?.[language as TPageLanguage];
  return localised
    ? { title: localised.title, url: localised.url, lang: language as TPageLanguage }
    : { title: reference.title, url: reference.url, lang: reference.lang };
}

export const EU_REFERENCES: readonly TLegalReference[] = [
  eurLex('reg/2014/910', {
    es: 'Reglamento (UE) n.º 910/2014 (eIDAS), EUR-Lex',
    en: 'Regulation (EU) No 910/2014 (eIDAS), EUR-Lex',
    it: 'Regolamento (UE) n. 910/2014 (eIDAS), EUR-Lex',
  }),
  eurLex('reg/2024/1183', {
    es: 'Reglamento (UE) 2024/1183 (que modifica eIDAS), EUR-Lex',
    en: 'Regulation (EU) 2024/1183 (amending eIDAS), EUR-Lex',
    it: 'Regolamento (UE) 2024/1183 (che modifica eIDAS), EUR-Lex',
  }),
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
