import {
  TRAVELLER_DOCUMENT_TYPES,
  TRAVELLER_PAYMENT_TYPES,
  type TTravellerCompletion,
  type TTravellerDocumentData,
} from '@confirma/contracts/traveller';

/**
 * Test support: a guest's report as the text checks print it (the parte, the register's
 * CSV), the `index`-th of a set that reaches every sex, document type and payment.
 */
export const TRAVELLER_DATA = ['Ana', 'Ruiz', 'Hotel Sol', 'Calle Mayor 1', 'Madrid', 'España'];

export function travellerDocument(index: number): TTravellerDocumentData {
  return {
    name: 'Ana',
    firstSurname: 'Ruiz',
    secondSurname: null,
    sex: ['M', 'F', 'X'][index % 3] ?? 'F',
    documentType: TRAVELLER_DOCUMENT_TYPES[index % TRAVELLER_DOCUMENT_TYPES.length] ?? 'DNI',
    documentNumber: '12345678Z',
    supportNumber: 'BAA000589',
    nationality: 'España',
    birthDate: '1990-05-01',
    expiryDate: '2031-05-01',
    address: 'Calle Mayor 1',
  };
}

export function travellerCompletion(index: number): TTravellerCompletion {
  return {
    secondSurname: '',
    address: 'Calle Mayor 1',
    town: 'Madrid',
    country: 'España',
    postalCode: '28013',
    countryCode: 'ESP',
    phone: '+34600111222',
    email: 'ana@example.com',
    checkIn: '2026-03-14',
    checkOut: '2026-03-16',
    travellers: 2,
    rooms: 1,
    minorsTravelling: index % 2 === 0,
    relationship: index % 2 === 0 ? 'Madre' : '',
    paymentType: TRAVELLER_PAYMENT_TYPES[index % TRAVELLER_PAYMENT_TYPES.length] ?? 'CARD',
    paymentHolder: 'Ana Ruiz',
    contractReference: 'R-1',
  };
}

export const ESTABLISHMENT = { name: 'Hotel Sol', address: 'Calle Mayor 1', registry: 'H-28-001' };
