import { describe, expect, it } from 'vitest';
import {
  buildParteXml,
  checkParteRules,
  resolveMunicipality,
  validateAgainstSchema,
} from '../ses/index.ts';
import { isoNationality, sesBookingParteOf, sesParteOf } from './ses-parte.ts';

const DNI_HOLDER = {
  name: 'JOSE LUIS',
  firstSurname: 'GARCIA',
  secondSurname: 'DE LA FUENTE',
  sex: 'M',
  documentType: 'DNI' as const,
  documentNumber: '12345678Z',
  supportNumber: 'CKL304871',
  nationality: 'ESP',
  birthDate: '1992-03-17',
  expiryDate: '2030-05-22',
  address: null,
};

const STAY = {
  secondSurname: '',
  address: 'Calle de Alcalá 20, 3º B',
  town: 'Madrid',
  country: 'España',
  postalCode: '28014',
  countryCode: 'ESP',
  phone: '+34611222333',
  email: 'jose.luis@example.com',
  checkIn: '2031-07-01',
  checkOut: '2031-07-05',
  travellers: 2,
  rooms: 1,
  minorsTravelling: false,
  relationship: '',
  paymentType: 'CARD' as const,
  paymentHolder: 'José Luis García',
  contractReference: '',
};

describe('a parte as SES.HOSPEDAJES gets it', () => {
  it("maps a Spanish DNI holder living in Madrid: NIF, support, H, the INE municipality, the stay's days", async () => {
    const parte = sesParteOf({
      operationId: 'a1b2c3d4-0000-4000-8000-000000000001',
      establishmentCode: '0000012345',
      document: DNI_HOLDER,
      completion: STAY,
      completedAt: new Date('2031-06-20T10:00:00Z'),
      municipalityCode: resolveMunicipality({ postalCode: '28014', town: 'Madrid' })?.code,
    });
    expect(parte.contract).toMatchObject({
      reference: 'CFM-A1B2C3D4',
      contractDate: '2031-06-20',
      checkIn: '2031-07-01T00:00:00',
      checkOut: '2031-07-05T23:59:00',
      personCount: 2,
      payment: { type: 'TARJT', holder: 'José Luis García' },
    });
    expect(parte.persons[0]).toMatchObject({
      documentType: 'NIF',
      documentNumber: '12345678Z',
      documentSupport: 'CKL304871',
      lastName2: 'DE LA FUENTE',
      sex: 'H',
      nationality: 'ESP',
      address: { municipalityCode: '28079', postalCode: '28014', country: 'ESP' },
    });
    expect(checkParteRules(parte)).toEqual([]);
    expect(await validateAgainstSchema(buildParteXml(parte), 'altaParteHospedaje')).toEqual({
      valid: true,
    });
  });

  it('names a foreign residence by its town, and a passport as PAS', () => {
    const parte = sesParteOf({
      operationId: 'a1b2c3d4-0000-4000-8000-000000000002',
      establishmentCode: '0000012345',
      document: {
        ...DNI_HOLDER,
        documentType: 'PASAPORTE',
        supportNumber: null,
        nationality: 'D<<',
        sex: 'F',
      },
      completion: {
        ...STAY,
        town: 'München',
        postalCode: '80331',
        countryCode: 'DEU',
        contractReference: 'RES-9',
      },
      completedAt: new Date('2031-06-20T10:00:00Z'),
    });
    expect(parte.contract.reference).toBe('RES-9');
    expect(parte.persons[0]).toMatchObject({
      documentType: 'PAS',
      nationality: 'DEU',
      sex: 'M',
      address: { municipalityName: 'München', country: 'DEU' },
    });
    expect(parte.persons[0]?.documentSupport).toBeUndefined();
  });

  it('reads MRZ nationalities as ISO codes', () => {
    expect(isoNationality('ITA')).toBe('ITA');
    expect(isoNationality('D')).toBe('DEU');
    expect(isoNationality('XX')).toBeUndefined();
    expect(isoNationality(null)).toBeUndefined();
  });

  it("carries a booking's adults, each followed by the minors they answer for, under its reference", async () => {
    const lead = {
      operationId: 'a1b2c3d4-0000-4000-8000-000000000003',
      establishmentCode: '0000012345',
      document: DNI_HOLDER,
      completion: STAY,
      completedAt: new Date('2031-06-20T10:00:00Z'),
      municipalityCode: '28079',
    };
    const partner = {
      ...lead,
      operationId: 'a1b2c3d4-0000-4000-8000-000000000004',
      document: {
        ...DNI_HOLDER,
        name: 'MARIA',
        sex: 'F',
        documentType: 'PASAPORTE' as const,
        documentNumber: 'XDB123456',
        supportNumber: null,
      },
      completion: { ...STAY, email: 'maria@example.com' },
    };
    const parte = sesBookingParteOf(
      { reference: 'BK-77', checkIn: '2031-07-01', checkOut: '2031-07-04', personCount: 3 },
      [lead, partner],
      [
        {
          firstName: 'LUCIA',
          lastName1: 'GARCIA',
          lastName2: 'LOPEZ',
          birthDate: '2020-02-02',
          nationality: 'ESP',
          sex: 'M',
          documentType: null,
          documentNumber: '',
          kinship: 'HJ',
          responsibleOperationId: partner.operationId,
        },
      ],
    );
    expect(parte.contract).toMatchObject({
      reference: 'BK-77',
      checkIn: '2031-07-01T00:00:00',
      checkOut: '2031-07-04T23:59:00',
      personCount: 3,
    });
    expect(parte.persons.map((person) => [person.firstName, person.kinship])).toEqual([
      ['JOSE LUIS', undefined],
      ['MARIA', undefined],
      ['LUCIA', 'HJ'],
    ]);
    // The minor lives and is reached where the adult responsible does.
    expect(parte.persons[2]).toMatchObject({
      email: 'maria@example.com',
      address: { municipalityCode: '28079' },
    });
    expect(checkParteRules(parte)).toEqual([]);
    expect(await validateAgainstSchema(buildParteXml(parte), 'altaParteHospedaje')).toEqual({
      valid: true,
    });
    // Without the kinship, the rule SES applies says so before anything is sent.
    const { kinship: _, ...unrelated } = parte.persons[2] ?? { kinship: undefined };
    expect(
      checkParteRules({ ...parte, persons: [...parte.persons.slice(0, 2), unrelated as never] }),
    ).toEqual([{ code: 'KINSHIP_REQUIRED', field: 'persons[2].kinship' }]);
  });
});
