import { describe, expect, it } from 'vitest';
import { ageOn, checkParteRules } from './check-parte-rules.ts';
import type { TSesPerson } from './ses.types.ts';
import { FOREIGN_GUEST, MINOR_GUEST, parteOf, SPANISH_GUEST } from './testing/parte-fixtures.ts';

const codes = (persons: TSesPerson[], contract = {}) =>
  checkParteRules(parteOf(persons, contract)).map((p) => `${p.code} ${p.field}`);

describe('checkParteRules', () => {
  it('accepts the Spanish guest, the foreign guest and a family', () => {
    expect(codes([SPANISH_GUEST])).toEqual([]);
    expect(codes([FOREIGN_GUEST])).toEqual([]);
    expect(codes([SPANISH_GUEST, MINOR_GUEST])).toEqual([]);
  });

  it('asks an adult for the document type and number, a minor for neither', () => {
    const { documentType: _t, ...noType } = FOREIGN_GUEST;
    const { documentNumber: _n, ...noNumber } = FOREIGN_GUEST;
    expect(codes([noType])).toEqual(['ADULT_DOCUMENT_REQUIRED persons[0].documentType']);
    expect(codes([noNumber])).toEqual(['ADULT_DOCUMENT_REQUIRED persons[0].documentNumber']);
    expect(codes([MINOR_GUEST])).toEqual([]);
  });

  it('counts the age on the check-in day: 18 that day is an adult', () => {
    const { documentType: _t, documentNumber: _n, ...undocumented } = FOREIGN_GUEST;
    expect(codes([{ ...undocumented, birthDate: '2012-07-01' }])).toEqual([
      'ADULT_DOCUMENT_REQUIRED persons[0].documentType',
    ]);
    expect(codes([{ ...undocumented, birthDate: '2012-07-02' }])).toEqual([]);
    expect(ageOn('2012-07-02', '2030-07-01T16:00:00')).toBe(17);
  });

  it('asks a NIF or NIE for its support number, and a NIF for the second surname', () => {
    const { documentSupport: _s, lastName2: _l, ...bare } = SPANISH_GUEST;
    expect(codes([bare])).toEqual([
      'DOCUMENT_SUPPORT_REQUIRED persons[0].documentSupport',
      'SECOND_SURNAME_REQUIRED persons[0].lastName2',
    ]);
    expect(codes([{ ...bare, documentType: 'NIE', documentNumber: 'X0000000T' }])).toEqual([
      'DOCUMENT_SUPPORT_REQUIRED persons[0].documentSupport',
    ]);
  });

  it('asks every guest for a phone, a second phone or an e-mail', () => {
    const { email: _e, ...silent } = FOREIGN_GUEST;
    expect(codes([silent])).toEqual(['CONTACT_REQUIRED persons[0].phone']);
    expect(codes([{ ...silent, phone2: '+49 30 000000' }])).toEqual([]);
  });

  it('asks a minor travelling with an adult for the kinship', () => {
    const { kinship: _k, ...child } = MINOR_GUEST;
    expect(codes([SPANISH_GUEST, child])).toEqual(['KINSHIP_REQUIRED persons[1].kinship']);
    expect(codes([child])).toEqual([]);
  });

  it('asks for the INE code in Spain and the municipality name elsewhere', () => {
    const spain = { ...SPANISH_GUEST, address: { ...SPANISH_GUEST.address, municipalityCode: '' } };
    const { municipalityName: _m, ...berlin } = FOREIGN_GUEST.address;
    expect(codes([spain])).toEqual([
      'MUNICIPALITY_CODE_REQUIRED persons[0].address.municipalityCode',
    ]);
    expect(codes([{ ...FOREIGN_GUEST, address: berlin }])).toEqual([
      'MUNICIPALITY_NAME_REQUIRED persons[0].address.municipalityName',
    ]);
  });

  it('checks the contract: enough persons, check-out after check-in, a known payment', () => {
    expect(
      codes([SPANISH_GUEST, FOREIGN_GUEST], {
        personCount: 1,
        checkOut: '2030-07-01T16:00:00',
        payment: { type: 'BITCOIN' },
      }),
    ).toEqual([
      'PERSON_COUNT_TOO_LOW contract.personCount',
      'CHECK_OUT_NOT_AFTER_CHECK_IN contract.checkOut',
      'PAYMENT_TYPE_UNKNOWN contract.payment.type',
    ]);
  });

  it('names values outside the catalogues', () => {
    const odd = { ...FOREIGN_GUEST, documentType: 'DNI', sex: 'X', kinship: 'ZZ' } as never;
    expect(codes([odd])).toEqual([
      'DOCUMENT_TYPE_UNKNOWN persons[0].documentType',
      'SEX_UNKNOWN persons[0].sex',
      'KINSHIP_UNKNOWN persons[0].kinship',
    ]);
  });
});
