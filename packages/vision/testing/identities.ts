import type { TMrzIdentity } from '../src/mrz/build-mrz.ts';

/** One person's document in the synthetic test set. */
export interface TFixtureIdentity extends TMrzIdentity {
  id: string;
  kind: 'id-card' | 'passport';
  /** Printed on the front / data page (the MRZ carries the name without accents). */
  displayLastName: string;
  displayFirstName: string;
  address?: string[];
  /** Which packaged sample face is the portrait (see portraits.ts). */
  portrait: number;
  /**
   * How the MRZ is printed: the regular OCR-B cut (what the reader's templates were made
   * from), its 'sharp' cut, or with ink spread ('bold'): prints the templates never saw.
   */
  mrzPrint?: 'regular' | 'sharp' | 'bold';
}

/** The holder of the ICAO 9303 specimens (Doc 9303 parts 4 and 5). */
const ANNA_MARIA_ERIKSSON = {
  issuingState: 'UTO',
  birthDate: '740812',
  sex: 'F',
  expirationDate: '120415',
  nationality: 'UTO',
  lastName: 'ERIKSSON',
  firstName: 'ANNA MARIA',
  displayLastName: 'ERIKSSON',
  displayFirstName: 'ANNA MARIA',
  portrait: 0,
} as const;

/**
 * The ICAO 9303 specimens (state UTO, 'Utopia') and our own identities: Spanish DNI and
 * NIE holders, an Italian card, passports of several states. All invented; the check
 * digits are computed, so a correct read validates.
 */
export const FIXTURE_IDENTITIES: TFixtureIdentity[] = [
  {
    id: 'icao-td1',
    kind: 'id-card',
    documentCode: 'I',
    documentNumber: 'D23145890',
    ...ANNA_MARIA_ERIKSSON,
  },
  {
    id: 'icao-td3',
    kind: 'passport',
    documentCode: 'P',
    documentNumber: 'L898902C3',
    optional2: 'ZE184226B',
    ...ANNA_MARIA_ERIKSSON,
  },
  {
    id: 'esp-dni-1',
    kind: 'id-card',
    documentCode: 'ID',
    issuingState: 'ESP',
    documentNumber: 'BAA000589',
    optional1: '99999999R',
    birthDate: '800101',
    sex: 'F',
    expirationDate: '310101',
    nationality: 'ESP',
    lastName: 'ESPAÑOLA ESPAÑOLA',
    firstName: 'CARMEN',
    displayLastName: 'ESPAÑOLA ESPAÑOLA',
    displayFirstName: 'CARMEN',
    address: ['C. ARTISTAS 43', 'MADRID', 'MADRID'],
    portrait: 0,
  },
  {
    id: 'esp-dni-2',
    mrzPrint: 'sharp',
    kind: 'id-card',
    documentCode: 'ID',
    issuingState: 'ESP',
    documentNumber: 'CKL304871',
    optional1: '12345678Z',
    birthDate: '920317',
    sex: 'M',
    expirationDate: '300522',
    nationality: 'ESP',
    lastName: 'GARCÍA DE LA FUENTE',
    firstName: 'JOSÉ LUIS',
    displayLastName: 'GARCÍA DE LA FUENTE',
    displayFirstName: 'JOSÉ LUIS',
    address: ['AV. DIAGONAL 211 P3', 'BARCELONA', 'BARCELONA'],
    portrait: 1,
  },
  {
    id: 'esp-nie',
    kind: 'id-card',
    documentCode: 'IR',
    issuingState: 'ESP',
    documentNumber: 'E00012345',
    optional1: 'X1234567L',
    birthDate: '881109',
    sex: 'M',
    expirationDate: '290930',
    nationality: 'ITA',
    lastName: 'ROSSI',
    firstName: 'MARCO',
    displayLastName: 'ROSSI',
    displayFirstName: 'MARCO',
    address: ['C. SIERPES 12', 'SEVILLA', 'SEVILLA'],
    portrait: 1,
  },
  {
    id: 'ita-cie',
    mrzPrint: 'bold',
    kind: 'id-card',
    documentCode: 'CI',
    issuingState: 'ITA',
    documentNumber: 'CA00000AA',
    birthDate: '650223',
    sex: 'F',
    expirationDate: '320831',
    nationality: 'ITA',
    lastName: 'BIANCHI',
    firstName: 'GIULIA',
    displayLastName: 'BIANCHI',
    displayFirstName: 'GIULIA',
    portrait: 0,
  },
  {
    id: 'esp-passport',
    kind: 'passport',
    documentCode: 'P',
    issuingState: 'ESP',
    documentNumber: 'PAB123456',
    optional2: '12345678Z',
    birthDate: '920317',
    sex: 'M',
    expirationDate: '330114',
    nationality: 'ESP',
    lastName: 'GARCÍA DE LA FUENTE',
    firstName: 'JOSÉ LUIS',
    displayLastName: 'GARCÍA DE LA FUENTE',
    displayFirstName: 'JOSÉ LUIS',
    portrait: 1,
  },
  {
    id: 'gbr-passport',
    mrzPrint: 'sharp',
    kind: 'passport',
    documentCode: 'P',
    issuingState: 'GBR',
    documentNumber: '925076473',
    birthDate: '010704',
    sex: 'F',
    expirationDate: '341231',
    nationality: 'GBR',
    lastName: "O'NEILL-SMITH",
    firstName: 'SARAH JANE',
    displayLastName: "O'NEILL-SMITH",
    displayFirstName: 'SARAH JANE',
    portrait: 0,
  },
  {
    id: 'fra-passport',
    mrzPrint: 'bold',
    kind: 'passport',
    documentCode: 'P',
    issuingState: 'FRA',
    documentNumber: '19AB34567',
    birthDate: '770530',
    sex: 'M',
    expirationDate: '290615',
    nationality: 'FRA',
    lastName: 'LEFÈVRE',
    firstName: 'JEAN FRANÇOIS',
    displayLastName: 'LEFÈVRE',
    displayFirstName: 'JEAN FRANÇOIS',
    portrait: 1,
  },
];
