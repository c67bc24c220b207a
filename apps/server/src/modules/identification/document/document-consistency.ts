import type { TDocumentConsistency } from '@confirma/contracts/identification';
import {
  crossCheck,
  mrzName,
  type TCrossCheck,
  type TMrzFields,
  type TPrintedFields,
} from '@confirma/vision';

type TField = keyof TCrossCheck['fields'];

/** Each compared field as the print and as the MRZ give it. */
const VALUES: Record<
  TField,
  { printed: (fields: TPrintedFields) => string | null; mrz: (fields: TMrzFields) => string | null }
> = {
  lastName: { printed: (p) => p.lastName, mrz: (m) => m.icarLastName },
  firstName: { printed: (p) => p.firstName, mrz: (m) => m.icarName },
  birthDate: { printed: (p) => p.birthDate, mrz: (m) => m.icarBirthDate },
  expirationDate: { printed: (p) => p.expirationDate, mrz: (m) => m.icarExpirationDate },
  documentNumber: { printed: (p) => p.documentNumber, mrz: (m) => m.icarDocNumber },
  idNumber: { printed: (p) => p.idNumber, mrz: (m) => m.icarNif },
  sex: { printed: (p) => p.sex, mrz: (m) => m.icarSex },
};

/** Fields that must agree before two readings of a document count as one document. */
export const CONSISTENCY_MIN_MATCHED = 2;

/**
 * One document, one person: the printed fields of a card's front (or a passport page)
 * against the MRZ of its back (or of the page). A field disagrees only beyond OCR's
 * tolerance: a value misread in one character in five, or a name read in part (some of its
 * words), is doubtful, neither for nor against. Consistent when nothing disagrees and at
 * least two fields agree.
 */
export function documentConsistency(
  printed: TPrintedFields,
  mrz: TMrzFields,
): TDocumentConsistency {
  const checked = crossCheck(printed, mrz);
  const fields = { ...checked.fields };
  for (const field of Object.keys(fields) as TField[]) {
    if (fields[field] !== 'mismatch') continue;
    const one = VALUES[field].printed(printed);
    const other = VALUES[field].mrz(mrz);
    if (withinTolerance(field, one, other)) fields[field] = 'unread';
  }
  const values = Object.values(fields);
  const matched = values.filter((value) => value === 'match').length;
  const mismatched = values.filter((value) => value === 'mismatch').length;
  return {
    fields,
    matched,
    mismatched,
    consistent: mismatched === 0 && matched >= CONSISTENCY_MIN_MATCHED,
  };
}

function withinTolerance(field: TField, printed: string | null, mrz: string | null): boolean {
  if (!printed || !mrz) return true;
  if (field === 'sex') return false;
  const a = mrzName(printed);
  const b = mrzName(mrz);
  if (field === 'lastName' || field === 'firstName') {
    const words = (text: string) => text.split('<').filter(Boolean);
    const [fewer, more] = [words(a), words(b)].sort((x, y) => x.length - y.length);
    if (fewer?.length && fewer.every((word) => more?.includes(word))) return true;
  }
  const plainA = printed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const plainB = mrz.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const allowed = Math.max(1, Math.floor(Math.min(plainA.length, plainB.length) / 5));
  return editDistance(plainA, plainB) <= allowed;
}

/** Levenshtein distance of two short strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
