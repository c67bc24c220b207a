import type { TSesContract, TSesParte, TSesPerson } from '../ses.types.ts';

/** Synthetic partes for the tests: no real person's data. */

export const CONTRACT: TSesContract = {
  reference: 'RES-2030-0001',
  contractDate: '2030-06-01',
  checkIn: '2030-07-01T16:00:00',
  checkOut: '2030-07-04T11:00:00',
  personCount: 2,
  roomCount: 1,
  internet: true,
  payment: { type: 'TARJT', date: '2030-06-01', holder: 'Lucía Pérez & Hijos <S.L.>' },
};

/** A Spanish DNI holder living in Madrid (INE 28079). */
export const SPANISH_GUEST: TSesPerson = {
  firstName: 'Lucía',
  lastName1: 'Pérez',
  lastName2: "O'Donnell",
  documentType: 'NIF',
  documentNumber: '00000000T',
  documentSupport: 'AAA000000',
  birthDate: '1985-03-14',
  nationality: 'ESP',
  sex: 'M',
  address: {
    street: 'Calle Mayor 1, 3º B',
    municipalityCode: '28079',
    postalCode: '28013',
    country: 'ESP',
  },
  phone: '+34 600 000 000',
  email: 'lucia@example.invalid',
};

/** A German passport holder living in Berlin. */
export const FOREIGN_GUEST: TSesPerson = {
  firstName: 'Jürgen',
  lastName1: 'Müller',
  documentType: 'PAS',
  documentNumber: 'C01X00T47',
  birthDate: '1979-11-02',
  nationality: 'DEU',
  sex: 'H',
  address: {
    street: 'Unter den Linden 5',
    municipalityName: 'Berlin',
    postalCode: '10117',
    country: 'DEU',
  },
  email: 'jm@example.invalid',
};

/** A child of the Spanish guest: no document, the kinship to the adult. */
export const MINOR_GUEST: TSesPerson = {
  firstName: 'Leo',
  lastName1: 'Pérez',
  lastName2: "O'Donnell",
  birthDate: '2022-05-20',
  nationality: 'ESP',
  sex: 'H',
  address: SPANISH_GUEST.address,
  phone: '+34 600 000 000',
  kinship: 'HJ',
};

export const ESTABLISHMENT = '0000000001';

export const parteOf = (
  persons: TSesPerson[],
  contract: Partial<TSesContract> = {},
): TSesParte => ({
  establishmentCode: ESTABLISHMENT,
  contract: { ...CONTRACT, personCount: Math.max(persons.length, 1), ...contract },
  persons,
});
