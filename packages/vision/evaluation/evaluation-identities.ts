import { mrzName, type TMrzIdentity } from '../src/mrz/build-mrz.ts';
import { FIXTURE_IDENTITIES } from '../testing/identities.ts';
import { random } from '../testing/photograph.ts';

/** A holder of the evaluation set: what the MRZ encodes and what the page prints. */
export interface TEvaluationIdentity extends TMrzIdentity {
  /** The printed names, accents kept (the MRZ drops them). */
  displayLastName: string;
  displayFirstName: string;
  placeOfBirth: string;
  address: string[];
}

/**
 * States the tuning set never uses (it has UTO, ESP, ITA, GBR, FRA), with a place and a
 * street word in each one's language. The evaluation designs are invented, not theirs.
 */
const STATES = {
  PRT: { places: ['BRAGA', 'COIMBRA', 'FARO', 'ÉVORA'], street: 'RUA' },
  DEU: { places: ['KÖLN', 'LEIPZIG', 'BREMEN', 'MÜNSTER'], street: 'STRASSE' },
  NLD: { places: ['UTRECHT', 'LEIDEN', 'GRONINGEN', 'DELFT'], street: 'STRAAT' },
  BEL: { places: ['GENT', 'NAMUR', 'LEUVEN', 'LIÈGE'], street: 'RUE' },
  AUT: { places: ['GRAZ', 'LINZ', 'INNSBRUCK', 'SALZBURG'], street: 'GASSE' },
  POL: { places: ['KRAKÓW', 'POZNAŃ', 'GDAŃSK', 'LUBLIN'], street: 'ULICA' },
  SWE: { places: ['UPPSALA', 'LUND', 'UMEÅ', 'VÄSTERÅS'], street: 'VÄGEN' },
  IRL: { places: ['CORK', 'GALWAY', 'SLIGO', 'KILKENNY'], street: 'ROAD' },
  GRC: { places: ['PATRA', 'LARISA', 'VOLOS', 'CHANIA'], street: 'ODOS' },
  ROU: { places: ['CLUJ', 'IAȘI', 'BRAȘOV', 'SIBIU'], street: 'STRADA' },
  CZE: { places: ['BRNO', 'PLZEŇ', 'OLOMOUC', 'LIBEREC'], street: 'ULICE' },
  FIN: { places: ['TAMPERE', 'TURKU', 'OULU', 'LAHTI'], street: 'KATU' },
  HUN: { places: ['PÉCS', 'SZEGED', 'GYŐR', 'DEBRECEN'], street: 'UTCA' },
  LUX: { places: ['ESCH', 'DIEKIRCH', 'WILTZ', 'ETTELBRUCK'], street: 'RUE' },
} as const;
export type TEvaluationState = keyof typeof STATES;
export const EVALUATION_STATES = Object.keys(STATES) as TEvaluationState[];

/** Names only the evaluation set uses (letters that decompose to A–Z, so no Ø, Ł or ß). */
// biome-ignore format: one long list
const SURNAMES = ['SILVA', 'PEREIRA', 'MAGALHÃES', 'CONCEIÇÃO', 'MÜLLER', 'SCHNEIDER', 'HOFFMANN', 'WEISSKÖPF', 'VAN LEEUWEN', 'VAN DIJK', 'BAKKER', 'VAN DER BERGHE-LAMBRECHTS', 'PEETERS', 'WOUTERS', 'JANSSENS', 'GRUBER', 'HUBER', 'NOWAK', 'WIŚNIEWSKA', 'KOWALCZYK', 'LINDQVIST', 'ÅSTRÖM', 'JOHANSSON', 'MURPHY', 'NÍ BHRIAIN', 'FITZGERALD', 'PAPADOPOULOU', 'GEORGIOU', 'KARAMANLIS', 'POPESCU', 'IONESCU', 'DUMITRESCU', 'NOVÁK', 'SVOBODOVÁ', 'DVOŘÁKOVÁ', 'VIRTANEN', 'KORHONEN', 'MÄKINEN', 'NAGY', 'KOVÁCS', 'HORVÁTH', 'SCHMIT', 'WAGNER-REUTER', 'ALMEIDA SANTOS'];
// biome-ignore format: one long list
const GIVEN_NAMES = ['JOÃO', 'INÊS', 'BEATRIZ', 'TIAGO', 'LUKAS', 'SOPHIE', 'JÜRGEN', 'ANNELIESE', 'DAAN', 'SANNE', 'PIETER', 'LOTTE', 'WOUTER', 'ELISABETH', 'ZOFIA', 'KATARZYNA', 'TOMASZ', 'ASTRID', 'BJÖRN', 'SIOBHÁN', 'CIARÁN', 'AOIFE', 'DIMITRIOS', 'ELENI', 'ANDREI', 'IOANA', 'MIHAELA', 'JAN', 'TEREZA', 'ONDŘEJ', 'MATTI', 'AINO', 'EEVA', 'LÁSZLÓ', 'ZSÓFIA', 'ÁRPÁD', 'NOÉMIE', 'CLAUDE', 'MARIE-THÉRÈSE', 'HANS PETER', 'ANA LÚCIA'];

const SEXES = ['M', 'F', 'M', 'F', 'M', 'F', '<'] as const;

/** Every name token, number and date of the tuning set: the evaluation set repeats none. */
export const TUNING_VALUES = new Set(
  FIXTURE_IDENTITIES.flatMap((identity) => [
    ...mrzName(`${identity.lastName} ${identity.firstName}`).split('<'),
    identity.documentNumber,
    identity.birthDate,
    identity.expirationDate,
    identity.optional1 ?? '',
    identity.optional2 ?? '',
    identity.issuingState,
    identity.nationality,
  ]).filter(Boolean),
);

const pick = <T>(next: () => number, values: readonly T[]): T =>
  values[Math.floor(next() * values.length)] as T;
const digits = (next: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(next() * 10)).join('');
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (next: () => number, count: number) =>
  Array.from({ length: count }, () => pick(next, [...LETTERS])).join('');
const two = (value: number) => String(value).padStart(2, '0');

/** A date YYMMDD, from `from` to `to` (years, four digits). */
function date(next: () => number, from: number, to: number): string {
  const year = from + Math.floor(next() * (to - from + 1));
  const month = 1 + Math.floor(next() * 12);
  const day = 1 + Math.floor(next() * 28);
  return `${two(year % 100)}${two(month)}${two(day)}`;
}

/** Document numbers in a few national shapes: letters and digits, digits only, mixed. */
function documentNumber(next: () => number): string {
  const shape = Math.floor(next() * 3);
  if (shape === 0) return `${letters(next, 2)}${digits(next, 7)}`;
  if (shape === 1) return digits(next, 9);
  return `${letters(next, 1)}${digits(next, 2)}${letters(next, 1)}${digits(next, 4)}${letters(next, 1)}`;
}

/** Draws until the value is not one of the tuning set's. */
function fresh(draw: () => string): string {
  for (;;) {
    const value = draw();
    if (!TUNING_VALUES.has(value)) return value;
  }
}

/**
 * The holder of evaluation image `index` for set `seed`: deterministic, independent of the
 * other images (so a subset is the start of the full set). `documentCode` by the kind.
 */
export function evaluationIdentity(
  seed: number,
  index: number,
  kind: 'TD1' | 'TD2' | 'TD3',
): TEvaluationIdentity {
  const next = random(seed * 100_003 + index * 7_919 + 17);
  const issuingState = pick(next, EVALUATION_STATES);
  // A quarter are residents of another nationality (residence permits, a foreigner's card).
  const nationality = next() < 0.25 ? pick(next, EVALUATION_STATES) : issuingState;
  const surname = pick(next, SURNAMES);
  const lastName = next() < 0.2 ? `${surname} ${pick(next, SURNAMES)}` : surname;
  const firstName =
    next() < 0.2
      ? `${pick(next, GIVEN_NAMES)} ${pick(next, GIVEN_NAMES)}`
      : pick(next, GIVEN_NAMES);
  const documentCode =
    kind === 'TD3' ? 'P' : pick(next, kind === 'TD1' ? ['ID', 'I', 'IR', 'ID'] : ['I', 'IR']);
  const state = STATES[issuingState];
  return {
    documentCode,
    issuingState,
    documentNumber: fresh(() => documentNumber(next)),
    optional1:
      kind === 'TD1' && next() < 0.5 ? fresh(() => digits(next, 8 + Math.floor(next() * 4))) : '',
    optional2:
      kind !== 'TD1' && next() < 0.4 ? fresh(() => digits(next, kind === 'TD2' ? 7 : 11)) : '',
    birthDate: fresh(() => date(next, 1942, 2007)),
    sex: pick(next, SEXES),
    expirationDate: fresh(() => date(next, 2026, 2037)),
    nationality,
    lastName,
    firstName,
    displayLastName: lastName,
    displayFirstName: firstName,
    placeOfBirth: pick(next, state.places),
    address: [
      `${state.street} ${pick(next, SURNAMES)} ${1 + Math.floor(next() * 180)}`,
      `${digits(next, 4)} ${pick(next, state.places)}`,
    ],
  };
}
