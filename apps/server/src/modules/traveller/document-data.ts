import type { TIcarOcr } from '@confirma/contracts/identification';
import type { TTravellerDocumentData, TTravellerWarning } from '@confirma/contracts/traveller';
import { splitSurnames } from '../templates/index.ts';

const blank = (value: string | null | undefined) => value?.trim() || null;

/**
 * The document type the register names (RD 933/2021): a passport (MRZ code P…), a Spanish
 * residence card (IR, or an ID whose number is an NIE: X, Y or Z), a Spanish DNI, any other
 * identity card.
 */
function documentTypeOf(ocr: TIcarOcr): string | null {
  const code = (ocr.icarDocType ?? '').toUpperCase();
  if (!code) return null;
  if (code.startsWith('P')) return 'PASAPORTE';
  const spanish = ocr.icarIssuingState === 'ESP';
  if (spanish && (code === 'IR' || /^[XYZ]/.test(ocr.icarNif ?? ''))) return 'NIE';
  if (spanish) return 'DNI';
  return 'OTRO';
}

/**
 * What the identified document says of the guest, in the report's fields. A Spanish card's
 * MRZ document number is its support number (número de soporte) and the DNI or NIE is in
 * its optional data (icarNif); a passport's number is the document number.
 */
export function travellerDocumentData(ocr: TIcarOcr | null): TTravellerDocumentData {
  if (!ocr) {
    return {
      name: null,
      firstSurname: null,
      secondSurname: null,
      sex: null,
      documentType: null,
      documentNumber: null,
      supportNumber: null,
      nationality: null,
      birthDate: null,
      expiryDate: null,
      address: null,
    };
  }
  const type = documentTypeOf(ocr);
  const card = type === 'DNI' || type === 'NIE';
  const [firstSurname, secondSurname] = splitSurnames(ocr.icarLastName ?? '');
  return {
    name: blank(ocr.icarName),
    firstSurname: blank(firstSurname),
    secondSurname: blank(secondSurname),
    sex: blank(ocr.icarSex),
    documentType: type,
    documentNumber: card ? blank(ocr.icarNif) : blank(ocr.icarDocNumber),
    supportNumber: card ? blank(ocr.icarDocNumber) : null,
    nationality: blank(ocr.icarNationality),
    birthDate: blank(ocr.icarBirthDate),
    expiryDate: blank(ocr.icarExpirationDate),
    address: blank(ocr.icarAddress),
  };
}

/** Upper case letters and digits, accents dropped: how names and numbers are compared. */
export const plainText = (value: string | null | undefined) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** Each word of one appears in the other (a shortened name or one surname still agree). */
function namesAgree(form: string, document: string) {
  const words = (value: string) => value.split(/\s+/).map(plainText).filter(Boolean);
  const a = words(form);
  const b = words(document);
  if (!a.length || !b.length) return true;
  return a.every((word) => b.includes(word)) || b.every((word) => a.includes(word));
}

/**
 * Where what the sender's form said of the guest contradicts the document: the name, the
 * surnames, the document number (compared with the DNI/NIE and the document number). Shown
 * to the guest and recorded; the document's data are the ones printed.
 */
export function travellerWarnings(
  form: { name: string; lastname: string; nif: string | null },
  ocr: TIcarOcr | null,
): TTravellerWarning[] {
  if (!ocr) return [];
  const warnings: TTravellerWarning[] = [];
  const documentName = ocr.icarName ?? '';
  const documentLastname = ocr.icarLastName ?? '';
  if (!namesAgree(form.name, documentName)) {
    warnings.push({ field: 'name', form: form.name, document: documentName });
  }
  if (!namesAgree(form.lastname, documentLastname)) {
    warnings.push({ field: 'lastname', form: form.lastname, document: documentLastname });
  }
  const nif = plainText(form.nif);
  const numbers = [ocr.icarNif, ocr.icarDocNumber].map(plainText).filter(Boolean);
  if (nif && numbers.length && !numbers.includes(nif)) {
    warnings.push({ field: 'nif', form: form.nif ?? '', document: numbers.join(' / ') });
  }
  return warnings;
}

/** Whole years between an ISO birth date and an ISO day. */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
