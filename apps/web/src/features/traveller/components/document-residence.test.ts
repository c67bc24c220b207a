import type { TTravellerDocumentData } from '@confirma/contracts/traveller';
import { describe, expect, it } from 'vitest';
import { documentResidence } from './document-residence';

const DNI: TTravellerDocumentData = {
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
};

describe('documentResidence', () => {
  it("splits a card's address into street, town (with its province) and Spain in the page's language", () => {
    expect(documentResidence(DNI, 'es')).toEqual({
      address: 'AV. DIAGONAL 211 P3',
      town: 'BARCELONA',
      country: 'España',
    });
    const suburb = { ...DNI, address: 'C. MAYOR 3, ESC. B 2º, SANT CUGAT DEL VALLES, BARCELONA' };
    expect(documentResidence(suburb, 'en')).toEqual({
      address: 'C. MAYOR 3, ESC. B 2º',
      town: 'SANT CUGAT DEL VALLES (BARCELONA)',
      country: 'Spain',
    });
    expect(documentResidence({ ...DNI, address: 'C. SIERPES 12, SEVILLA' }, 'it')).toEqual({
      address: 'C. SIERPES 12',
      town: 'SEVILLA',
      country: 'Spagna',
    });
  });

  it('leaves blank what the document does not say', () => {
    expect(documentResidence({ ...DNI, address: null }, 'es')).toEqual({
      address: '',
      town: '',
      country: '',
    });
    const passport = { ...DNI, documentType: 'PASAPORTE' as const, address: 'RUE DE RIVOLI 9' };
    expect(documentResidence(passport, 'es')).toEqual({
      address: 'RUE DE RIVOLI 9',
      town: '',
      country: '',
    });
  });
});
