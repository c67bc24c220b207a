import type { TMrzFields, TPrintedFields } from '@confirma/vision';
import { describe, expect, it } from 'vitest';
import { documentConsistency } from './document-consistency.ts';

/** esp-dni-2's back as its MRZ reads (the fixtures' José Luis García de la Fuente). */
const MRZ: TMrzFields = {
  icarDocType: 'ID',
  icarIssuingState: 'ESP',
  icarDocNumber: 'CKL304871',
  icarName: 'JOSE LUIS',
  icarLastName: 'GARCIA DE LA FUENTE',
  icarNif: '12345678Z',
  icarBirthDate: '1992-03-17',
  icarExpirationDate: '2030-05-22',
  icarSex: 'M',
  icarNationality: 'ESP',
  icarAddress: null,
};

/** A card front's print as the OCR read it, every field sure unless `unsure` says. */
function front(fields: Partial<TPrintedFields>, unsure: string[] = []): TPrintedFields {
  const values: TPrintedFields = {
    lastName: 'GARCÍA DE LA FUENTE',
    firstName: 'JOSÉ LUIS',
    sex: 'M',
    nationality: 'ESP',
    birthDate: '1992-03-17',
    expirationDate: '2030-05-22',
    documentNumber: 'CKL304871',
    idNumber: '12345678Z',
    spanishIdValid: true,
    address: null,
    confidence: 0.9,
    fieldConfidence: {},
    lines: [],
    evidence: {
      title: true,
      labels: 4,
      dates: 2,
      names: 2,
      otherSide: false,
      legible: 6,
      prose: 0,
    } as TPrintedFields['evidence'],
    ...fields,
  };
  const read = ['lastName', 'firstName', 'sex', 'birthDate', 'expirationDate', 'idNumber'];
  values.fieldConfidence = Object.fromEntries(
    read.filter((field) => !unsure.includes(field)).map((field) => [field, 0.9]),
  );
  return values;
}

describe('documentConsistency: one document, one person', () => {
  it("agrees with the card's own back", () => {
    const same = documentConsistency(front({}), MRZ);
    expect(same).toMatchObject({ mismatched: 0, consistent: true });
    expect(same.matched).toBeGreaterThanOrEqual(5);
  });

  it("disagrees with another person's back", () => {
    const other = front({
      lastName: 'ROSSI',
      firstName: 'MARCO',
      birthDate: '1988-11-09',
      idNumber: 'X1234567L',
    });
    const mixed = documentConsistency(other, MRZ);
    expect(mixed.consistent).toBe(false);
    expect(mixed.mismatched).toBeGreaterThanOrEqual(3);
    expect(mixed.fields).toMatchObject({ lastName: 'mismatch', birthDate: 'mismatch' });
  });

  it('holds a misread within OCR tolerance as doubtful, not against', () => {
    const misread = documentConsistency(
      front({ lastName: 'LA FUENTE', birthDate: '1997-03-17', idNumber: '12345G78Z' }),
      MRZ,
    );
    expect(misread.fields).toMatchObject({
      lastName: 'unread',
      birthDate: 'unread',
      idNumber: 'unread',
    });
    expect(misread.mismatched).toBe(0);
    // A sex read the other way is no misread.
    expect(documentConsistency(front({ sex: 'F' }), MRZ).fields.sex).toBe('mismatch');
  });

  it('is not confirmed on fewer than two fields read', () => {
    const unread = ['lastName', 'firstName', 'sex', 'birthDate', 'expirationDate', 'idNumber'];
    const blurred = documentConsistency(front({}, unread.slice(1)), MRZ);
    expect(blurred).toMatchObject({ matched: 1, mismatched: 0, consistent: false });
  });
});
