import type { TIcarOcr } from '@confirma/contracts/identification';
import type {
  TTravellerDocumentData,
  TTravellerDocumentType,
  TTravellerWarning,
} from '@confirma/contracts/traveller';
import { documentTypeOfNumber, splitSurnames } from '../operation-classes/index.ts';

const blank = (value: string | null | undefined) => value?.trim() || null;

/**
 * The document type the register names (RD 933/2021): a passport (MRZ code P…), a Spanish
 * residence card (IR, or an ID whose number is an NIE: X, Y or Z), a Spanish DNI, any other
 * identity card.
 */
function documentTypeOf(ocr: TIcarOcr): TTravellerDocumentType | null {
  const code = (ocr.icarDocType ?? '').toUpperCase();
  if (!code) return null;
  if (code.startsWith('P')) return 'PASAPORTE';
  const spanish = ocr.icarIssuingState === 'ESP';
  const number = ocr.icarNif?.trim() || ocr.icarDocNumber || '';
  if (spanish && (code === 'IR' || /^[XYZ]/.test(number))) return 'NIE';
  if (spanish) return 'DNI';
  return 'OTRO';
}

/** What the creation form said of the guest (signerValues). */
type TFormGuest = { name: string; lastname: string; nif: string | null };

/**
 * What the report says of the guest, in the report's fields: what the identified document
 * says, and the creation form's value where the document says nothing. The parte prints
 * these, the review shows them and the register keeps them, so the three never differ.
 *
 * A Spanish card's MRZ document number is its support number (número de soporte) and the
 * DNI or NIE is in its optional data (icarNif); a card whose optional data is empty but
 * whose document number has a DNI's or NIE's shape (an older DNI) carries it there. A
 * passport's number is the document number. A form's number stands in only where the
 * document gave none: a passed identification with a form number already matched it with
 * the document (DATA_MISMATCH).
 */
export function travellerDocumentData(ocr: TIcarOcr, form: TFormGuest): TTravellerDocumentData {
  const type = documentTypeOf(ocr);
  const card = type === 'DNI' || type === 'NIE';
  const personal = blank(ocr.icarNif);
  const printed = blank(ocr.icarDocNumber);
  const cardNumber = personal ?? (documentTypeOfNumber(printed) ? printed : null);
  const documentNumber = (card ? cardNumber : (printed ?? personal)) ?? blank(form.nif);
  const lastname = blank(ocr.icarLastName);
  const [firstSurname, secondSurname] = splitSurnames(lastname ?? form.lastname);
  return {
    name: blank(ocr.icarName) ?? blank(form.name),
    firstSurname: blank(firstSurname),
    secondSurname: blank(secondSurname),
    sex: blank(ocr.icarSex),
    documentType: type ?? documentTypeOfNumber(documentNumber),
    documentNumber,
    supportNumber: card && printed !== documentNumber ? printed : null,
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
export function travellerWarnings(form: TFormGuest, ocr: TIcarOcr): TTravellerWarning[] {
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
