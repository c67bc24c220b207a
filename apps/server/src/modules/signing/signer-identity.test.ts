import type { TIcarOcr } from '@confirma/contracts/identification';
import { describe, expect, it } from 'vitest';
import { signerAttributes } from '../sealing/pki/create-signer-certificate.ts';
import { documentIdentifier, identificationLevel } from './signer-identity.ts';

const ocr = (fields: Partial<TIcarOcr>): TIcarOcr => ({
  icarName: null,
  icarLastName: null,
  icarNif: null,
  icarExpirationDate: null,
  icarDocType: null,
  icarBirthDate: null,
  icarSex: null,
  icarAddress: null,
  icarNationality: null,
  icarDocNumber: null,
  icarIssuingState: null,
  mrzValid: true,
  ...fields,
});

/** The serialNumber a signer's certificate carries for the document read. */
const serialNumberOf = (read: TIcarOcr) => {
  const identifier = documentIdentifier(read);
  return identifier ? signerAttributes([identifier])[0]?.value : null;
};

describe("the document a signer's certificate names", () => {
  it("is a Spanish card's DNI (its optional data), not its support number", () => {
    const card = ocr({
      icarDocType: 'ID',
      icarIssuingState: 'ESP',
      icarNif: '12345678Z',
      icarDocNumber: 'BAA000589',
    });
    expect(serialNumberOf(card)).toBe('IDCES-12345678Z');
  });

  it("is a passport's number, with its issuing country in two letters (a German D<< too)", () => {
    expect(
      serialNumberOf(
        ocr({ icarDocType: 'P', icarIssuingState: 'ITA', icarDocNumber: 'YA1234567' }),
      ),
    ).toBe('PASIT-YA1234567');
    expect(
      serialNumberOf(
        ocr({ icarDocType: 'P<', icarIssuingState: 'D<<', icarDocNumber: 'C01X00T47' }),
      ),
    ).toBe('PASDE-C01X00T47');
  });

  it('is left out when the country is not one it can name, or nothing was read', () => {
    expect(
      documentIdentifier(
        ocr({ icarDocType: 'P', icarIssuingState: 'UTO', icarDocNumber: 'L898902C3' }),
      ),
    ).toBeNull();
    expect(documentIdentifier(ocr({ icarIssuingState: 'ESP' }))).toBeNull();
  });
});

describe("the level of an identified signer's certificate", () => {
  const secure = { faceMatch: 'REQUIRED', liveness: 'REQUIRED', hologram: 'REQUIRED' } as const;
  const approved = { decision: 'APPROVED', at: '2026-03-14T10:00:00Z' } as const;

  it('is identification when the automatic verdict passed every required check', () => {
    expect(identificationLevel({ policy: secure })).toBe('identification');
  });

  it('is identification-reviewed when a person approved a verdict left to review', () => {
    expect(identificationLevel({ policy: secure, review: approved })).toBe(
      'identification-reviewed',
    );
  });

  it('is identification-relaxed when the face match or the liveness was not required, reviewed or not', () => {
    expect(identificationLevel({ policy: { ...secure, liveness: 'REPORTED' } })).toBe(
      'identification-relaxed',
    );
    expect(
      identificationLevel({ policy: { ...secure, faceMatch: 'REPORTED' }, review: approved }),
    ).toBe('identification-relaxed');
    expect(identificationLevel(null)).toBe('identification-relaxed');
  });
});
