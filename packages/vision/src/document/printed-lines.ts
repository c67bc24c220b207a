/** A name-like line is at least this share capitals (a card prints its values in capitals) ... */
const NAME_CAPITALS = 0.8;
/** ... read at this OCR confidence (0-1) or more. */
const NAME_CONFIDENCE = 0.6;
/** A line a text OCR read off a document's print, with its place in the image read. */
export interface TLine {
  text: string;
  /** Upper case without accents, for matching labels. */
  plain: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Field labels in Spanish, English and Italian (the card layouts' bilingual captions). */
export const LABELS = {
  lastName: /APELLIDO|SURNAME|COGNOME/,
  firstName: /NOMBRE|GIVEN NAME|\bNOME\b|PRENOM|^NAME/,
  sex: /SEXO|\bSEX\b|SESSO/,
  nationality: /NACIONALIDAD|NATIONALITY|CITTADINANZA|NAZIONALITA/,
  birthDate: /NACIMIENTO|BIRTH|NASCITA/,
  expirationDate: /VALIDO|VALID UNTIL|EXPIRY|CADUCIDAD|SCADENZA|EXPIRATION/,
  documentNumber: /SOPORTE|PASAPORTE N|PASSPORT N|DOCUMENT N|N\. DOCUMENTO|NUMERO/,
  address: /DOMICILIO|ADDRESS|INDIRIZZO|RESIDENZA/,
} as const;
export type TLabel = keyof typeof LABELS;
export const ANY_LABEL = new RegExp(
  Object.values(LABELS)
    .map((label) => label.source)
    .join('|'),
);

/** Document titles and issuers: name-like lines that are not a holder's name. */
const TITLE_WORDS =
  /\b(REINO|ESPANA|DOCUMENTO|NACIONAL|IDENTIDAD|REPUBBLICA|REPUBLIQUE|REPUBLIC|ITALIANA|FRANCAISE|IDENTITY|IDENTITA|CARD|CARTA|CARTE|PASAPORTE|PASSPORT|PASSAPORTO|PASSEPORT|UNITED|KINGDOM|DNI|NIE)\b/;

/** The captions' words: a fragment of one (SURNAM, IMIENTO) is a caption misread. */
const CAPTION_WORDS = [
  'APELLIDOS',
  'SURNAME',
  'COGNOME',
  'NOMBRE',
  'GIVEN',
  'NAMES',
  'SEXO',
  'SESSO',
  'NACIONALIDAD',
  'NATIONALITY',
  'CITTADINANZA',
  'FECHA',
  'NACIMIENTO',
  'BIRTH',
  'NASCITA',
  'VALIDO',
  'HASTA',
  'EXPIRY',
  'SCADENZA',
  'CADUCIDAD',
  'SOPORTE',
  'NUMERO',
  'DOMICILIO',
  'ADDRESS',
  'ESPANA',
  'UTOPIA',
];

/**
 * Letters and spaces, mostly capitals, at least four letters; no title words, captions
 * or fragments of captions.
 */
export function isNameLine(line: TLine): boolean {
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '');
  const words = line.plain.split(/[^A-Z]+/).filter(Boolean);
  return (
    /^[\p{L}\s'-]+$/u.test(line.text) &&
    letters.length >= 4 &&
    capitals.length >= letters.length * NAME_CAPITALS &&
    !TITLE_WORDS.test(line.plain) &&
    !ANY_LABEL.test(line.plain) &&
    !words.every((word) => CAPTION_WORDS.some((caption) => caption.includes(word))) &&
    line.confidence >= NAME_CONFIDENCE
  );
}

const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', D: '0', I: '1', L: '1', S: '5', B: '8' };

/** Dates printed day month year (01 01 1980, 01.01.1980, 01/01/1980, 01011980) as ISO. */
export function datesIn(text: string): string[] {
  const digits = text.replace(
    /[ODILSB](?=[\d\s./-]*\d)/g,
    (char) => DIGIT_LOOKALIKES[char] ?? char,
  );
  const found: string[] = [];
  for (const match of digits.matchAll(/(?<!\d)(\d{2})[\s./-]*(\d{2})[\s./-]*(\d{4})(?!\d)/g)) {
    const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1900 || year > 2100) continue;
    found.push(`${match[3]}-${match[2]}-${match[1]}`);
  }
  return found;
}
