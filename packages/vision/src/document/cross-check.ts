import { mrzName } from '../mrz/build-mrz.ts';
import type { TMrzFields } from '../mrz/read-mrz.ts';
import { datesIn } from './printed-lines.ts';
import type { TPrintedField, TPrintedFields } from './read-printed.ts';

/** Below this OCR confidence a printed value that disagrees counts as unread. */
const SURE = 0.7;
const SURE_NAME = 0.5;

export type TFieldAgreement = 'match' | 'mismatch' | 'unread';

/**
 * The MRZ against the printed fields. Check digits can pass on a wrong read and names
 * have none; a document altered in its visual zone (a new name on an old card) shows as
 * a mismatch. Fields the front OCR did not read are 'unread', neither for nor against.
 */
export interface TCrossCheck {
  fields: {
    lastName: TFieldAgreement;
    firstName: TFieldAgreement;
    birthDate: TFieldAgreement;
    expirationDate: TFieldAgreement;
    documentNumber: TFieldAgreement;
    idNumber: TFieldAgreement;
    sex: TFieldAgreement;
  };
  matched: number;
  mismatched: number;
  /** No field disagrees and at least two agree. */
  consistent: boolean;
}

/**
 * Each MRZ field is looked for in the printed zone: the labelled value when the front OCR
 * found one, otherwise anywhere in the lines read (a passport page's small captions often
 * do not read at video resolution while the values do).
 */
export function crossCheck(printed: TPrintedFields, mrz: TMrzFields): TCrossCheck {
  const lines = printed.lines.map((line) => mrzName(line));
  const tokens = printed.lines.flatMap((line) =>
    line
      .toUpperCase()
      .split(/\s+/)
      .map((token) => token.replace(/[^A-Z0-9]/g, '')),
  );
  const dates = printed.lines.flatMap((line) => datesIn(line));
  // A value the OCR itself doubts cannot speak against the MRZ.
  // Names are first looked for on the whole page, so one found only by its place still
  // speaks: the MRZ's name is then printed nowhere legible.
  const sure = <T extends string | null>(field: TPrintedField, value: T): T | null =>
    (printed.fieldConfidence[field] ?? 0) >= (field.endsWith('Name') ? SURE_NAME : SURE)
      ? value
      : null;
  const fields: TCrossCheck['fields'] = {
    lastName: compareName(sure('lastName', printed.lastName), mrz.icarLastName, lines),
    firstName: compareName(sure('firstName', printed.firstName), mrz.icarName, lines),
    birthDate: compareValue(sure('birthDate', printed.birthDate), mrz.icarBirthDate, dates),
    expirationDate: compareValue(
      sure('expirationDate', printed.expirationDate),
      mrz.icarExpirationDate,
      dates,
    ),
    documentNumber: compareValue(
      sure('documentNumber', printed.documentNumber?.replace(/[^A-Z0-9]/g, '') ?? null),
      mrz.icarDocNumber.replace(/</g, '') || null,
      tokens,
    ),
    idNumber: compareValue(sure('idNumber', printed.idNumber), mrz.icarNif, tokens),
    sex: compareValue(sure('sex', printed.sex), mrz.icarSex, []),
  };
  const values = Object.values(fields);
  const matched = values.filter((value) => value === 'match').length;
  const mismatched = values.filter((value) => value === 'mismatch').length;
  return { fields, matched, mismatched, consistent: mismatched === 0 && matched >= 2 };
}

/** Agrees when the labelled value or any value of its shape read on the page is the MRZ's. */
function compareValue(
  printed: string | null,
  mrz: string | null,
  found: string[],
): TFieldAgreement {
  if (!mrz) return 'unread';
  if (printed === mrz || found.includes(mrz)) return 'match';
  return printed ? 'mismatch' : 'unread';
}

/**
 * Names as the MRZ writes them (no accents, '<' between words). The MRZ may cut a long
 * name short, so a printed name that starts with a full-length MRZ name agrees too; so
 * does a line of the page that holds the MRZ name as whole words.
 */
function compareName(printed: string | null, mrz: string, lines: string[]): TFieldAgreement {
  const wanted = trimFillers(mrzName(mrz));
  if (!wanted) return 'unread';
  const agrees = (text: string) => {
    const name = trimFillers(text);
    return (
      name === wanted ||
      (wanted.length >= 10 && name.startsWith(wanted)) ||
      `<${name}<`.includes(`<${wanted}<`)
    );
  };
  if ((printed && agrees(mrzName(printed))) || lines.some(agrees)) return 'match';
  return printed ? 'mismatch' : 'unread';
}

/** A name as the MRZ writes it, without the fillers around it. */
export const trimFillers = (text: string) => text.replace(/^<+|<+$/g, '');

/**
 * Whether a printed name is an MRZ's name letter for letter, as the MRZ writes names (no
 * accents, '<' between words): the name as the document prints it, accents and all.
 */
export function spellsMrzName(printed: string, mrz: string): boolean {
  const wanted = trimFillers(mrzName(mrz));
  return wanted !== '' && trimFillers(mrzName(printed)) === wanted;
}
