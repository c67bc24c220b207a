import type { TTravellerDocumentData } from '@confirma/contracts/traveller';

/** The residence fields of the traveller report. */
export interface TResidence {
  address: string;
  town: string;
  country: string;
}

/**
 * The residence the document gives, to prefill the report: a card's back prints its
 * address as lines (read joined with ', '): the street (one line or more), the town and
 * the province. The town keeps its province when they differ ("SANT CUGAT (BARCELONA)"); the
 * address of a Spanish card (DNI, NIE) is in Spain, named in the page's language. The guest
 * may correct all of it: the regulation asks for the habitual residence.
 */
export function documentResidence(document: TTravellerDocumentData, language: string): TResidence {
  const lines = (document.address ?? '')
    .split(',')
    .map((line) => line.trim())
    .filter(Boolean);
  const spanish = document.documentType === 'DNI' || document.documentType === 'NIE';
  const country =
    spanish && lines.length
      ? (new Intl.DisplayNames([language], { type: 'region' }).of('ES') ?? '')
      : '';
  if (lines.length < 2) return { address: lines.join(', '), town: '', country };
  const street = lines.length > 2 ? lines.slice(0, -2) : lines.slice(0, 1);
  const [town = '', province = ''] = lines.length > 2 ? lines.slice(-2) : lines.slice(1);
  return {
    address: street.join(', '),
    town: province && province !== town ? `${town} (${province})` : town,
    country,
  };
}
