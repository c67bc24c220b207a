import type { TIcarOcr } from '@confirma/contracts/identification';
import { describe, expect, it } from 'vitest';
import { travellerDocumentData, travellerWarnings } from './document-data.ts';

/** The back of a current Spanish DNI as the MRZ and the back's print read it. */
const DNI_BACK: TIcarOcr = {
  icarName: 'JOSE LUIS',
  icarLastName: 'GARCIA DE LA FUENTE',
  icarNif: '12345678Z',
  icarExpirationDate: '2030-05-22',
  icarDocType: 'ID',
  icarBirthDate: '1992-03-17',
  icarSex: 'M',
  icarAddress: 'AV. DIAGONAL 211 P3, BARCELONA, BARCELONA',
  icarNationality: 'ESP',
  icarDocNumber: 'CKL304871',
  icarIssuingState: 'ESP',
  mrzValid: true,
};
const FORM = { name: 'José Luis', lastname: 'García de la Fuente', nif: '12345678Z' };

describe('travellerDocumentData', () => {
  it("a current DNI: the DNI of the MRZ's optional data, its support number and the back's address", () => {
    expect(travellerDocumentData(DNI_BACK, FORM)).toEqual({
      name: 'JOSE LUIS',
      firstSurname: 'GARCIA DE LA FUENTE',
      secondSurname: null,
      sex: 'M',
      documentType: 'DNI',
      documentNumber: '12345678Z',
      supportNumber: 'CKL304871',
      nationality: 'ESP',
      birthDate: '1992-03-17',
      expiryDate: '2030-05-22',
      address: 'AV. DIAGONAL 211 P3, BARCELONA, BARCELONA',
    });
  });

  it('a card without optional data: a DNI- or NIE-shaped document number is the number, no support number', () => {
    const older = { ...DNI_BACK, icarNif: null, icarDocNumber: 'X1234567L' };
    expect(travellerDocumentData(older, { ...FORM, nif: null })).toMatchObject({
      documentType: 'NIE',
      documentNumber: 'X1234567L',
      supportNumber: null,
    });
    // A support number is never shown as the document number: the form's number, which a
    // passed identification matched with the document, stands in.
    const noPersonal = { ...DNI_BACK, icarNif: ' ' };
    expect(travellerDocumentData(noPersonal, FORM)).toMatchObject({
      documentNumber: '12345678Z',
      supportNumber: 'CKL304871',
    });
    expect(travellerDocumentData(noPersonal, { ...FORM, nif: null })).toMatchObject({
      documentNumber: null,
      supportNumber: 'CKL304871',
    });
  });

  it("a passport: the MRZ's document number; an unknown type takes the number's shape", () => {
    const passport = { ...DNI_BACK, icarDocType: 'P', icarNif: null, icarDocNumber: 'PAB123456' };
    expect(travellerDocumentData(passport, FORM)).toMatchObject({
      documentType: 'PASAPORTE',
      documentNumber: 'PAB123456',
      supportNumber: null,
      address: 'AV. DIAGONAL 211 P3, BARCELONA, BARCELONA',
    });
    const unknown = { ...DNI_BACK, icarDocType: null, icarNif: null, icarDocNumber: null };
    expect(travellerDocumentData(unknown, FORM)).toMatchObject({
      documentType: 'DNI',
      documentNumber: '12345678Z',
    });
  });

  it('what the document leaves blank comes from the form, so the parte and the register agree', () => {
    const blank = { ...DNI_BACK, icarName: '', icarLastName: null, icarAddress: null };
    expect(travellerDocumentData(blank, FORM)).toMatchObject({
      name: 'José Luis',
      firstSurname: 'García de la Fuente',
      address: null,
    });
  });
});

describe('travellerWarnings', () => {
  it('names the form values the document contradicts', () => {
    expect(travellerWarnings(FORM, DNI_BACK)).toEqual([]);
    expect(travellerWarnings({ ...FORM, name: 'Pedro', nif: '87654321X' }, DNI_BACK)).toEqual([
      { field: 'name', form: 'Pedro', document: 'JOSE LUIS' },
      { field: 'nif', form: '87654321X', document: '12345678Z / CKL304871' },
    ]);
  });
});
