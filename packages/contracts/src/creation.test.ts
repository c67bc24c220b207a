import { describe, expect, it } from 'vitest';
import { acceptedFileName, ZCreationForm } from './creation.ts';

const valid = {
  type: 'BIOMETRICA',
  name: 'Ana',
  lastname: 'García',
  email: 'ana@example.com',
  phone: '',
  nif: '',
  delivery: 'here',
  ownDocument: false,
  document: null,
  contractType: '1',
  signBox: 'cajafirma1',
} as const;

const messages = (input: object) =>
  ZCreationForm.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('ZCreationForm', () => {
  it('accepts a handwritten request on a contract type without a phone', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('needs a contract type without an own document, and the box for handwriting', () => {
    expect(messages({ ...valid, contractType: null, signBox: null })).toEqual([
      'flows:create.validation.contractRequired',
      'flows:create.validation.itemRequired',
    ]);
  });

  it('needs the phone for OTP and the PDF when signing an own document', () => {
    expect(messages({ ...valid, type: 'SIMPLE', ownDocument: true })).toEqual([
      'flows:create.validation.phoneRequired',
      'flows:create.validation.documentRequired',
    ]);
    expect(messages({ ...valid, type: 'SIMPLE', phone: '600 111 222' })).toEqual([
      'flows:create.validation.phoneInvalid',
    ]);
  });

  it('refuses an identity number a person cannot be identified with (traveller report)', () => {
    const parte = { ...valid, type: 'PARTE_VIAJERO', phone: '+34600111222' };
    expect(messages({ ...parte, nif: '' })).toEqual(['flows:create.validation.nifRequired']);
    // A DNI or NIE with the wrong check letter, a DNI without its letter, too short a number.
    for (const nif of ['12345678A', 'X1234567A', '12345678', 'AB1']) {
      expect(messages({ ...parte, nif })).toEqual(['flows:create.validation.nifInvalid']);
    }
    // A DNI (also as typed, with dots), an NIE, a passport number.
    for (const nif of ['12345678Z', '12.345.678-z', 'X1234567L', 'PAB123456']) {
      expect(messages({ ...parte, nif })).toEqual([]);
    }
    expect(messages({ ...parte, nif: '12345678Z', phone: '600-11' })).toEqual([
      'flows:create.validation.phoneInvalid',
    ]);
  });

  it('needs the document number for both video types, the phone only where OTP signs', () => {
    expect(messages({ ...valid, type: 'IDENTIFICATION_NO_ASISTIDA' })).toEqual([
      'flows:create.validation.nifRequired',
    ]);
    expect(messages({ ...valid, type: 'VIDEO_1PASO_OTP', nif: '  ' })).toEqual([
      'flows:create.validation.nifRequired',
      'flows:create.validation.phoneRequired',
    ]);
    expect(
      messages({ ...valid, type: 'VIDEO_1PASO_OTP', nif: '12345678Z', phone: '+34600111222' }),
    ).toEqual([]);
    expect(messages({ ...valid, type: 'IDENTIFICATION_NO_ASISTIDA', nif: '12345678Z' })).toEqual(
      [],
    );
  });

  it('refuses a video type the form does not offer (AVANZADA_VIDEO_1PASO)', () => {
    expect(messages({ ...valid, type: 'AVANZADA_VIDEO_1PASO', nif: '12345678Z' })).toEqual([
      'flows:create.validation.typeRequired',
    ]);
  });
});

describe('acceptedFileName', () => {
  it('keeps names with a dot after the first character', () => {
    expect(acceptedFileName('contrato.pdf')).toBe(true);
    expect(acceptedFileName('.pdf')).toBe(false);
    expect(acceptedFileName('contrato')).toBe(false);
  });
});
