import { describe, expect, it } from 'vitest';
import { acceptedFileName, ZCreationForm } from './creation.ts';

const valid = {
  type: 'BIOMETRICA',
  name: 'Ana',
  lastname: 'García',
  email: 'ana@example.com',
  phone: '',
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
});

describe('acceptedFileName', () => {
  it('keeps names with a dot after the first character (spec 000 §3)', () => {
    expect(acceptedFileName('contrato.pdf')).toBe(true);
    expect(acceptedFileName('.pdf')).toBe(false);
    expect(acceptedFileName('contrato')).toBe(false);
  });
});
