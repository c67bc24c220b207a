import { describe, expect, it } from 'vitest';
import {
  ZApiContactForm,
  ZContactPageForm,
  ZContactRequestForm,
  ZContactSubmission,
} from './contact.ts';

const messages = (
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: object,
) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const page = {
  name: 'Ana',
  lastname: 'García',
  email: 'ana@example.com',
  nif: '12345678Z',
  signatureSelected: 'IDENTIFICATION',
  phone: '',
};

describe('the contact forms', () => {
  it('API page: name 1–80, e-mail, free need, agree', () => {
    const valid = { name: 'Ana', email: 'ana@example.com', need: '', agree: true };
    expect(messages(ZApiContactForm, valid)).toEqual([]);
    expect(messages(ZApiContactForm, { ...valid, name: ' ', email: '', agree: false })).toEqual([
      'contact:api.validation.nameRequired',
      'contact:api.validation.emailRequired',
      'contact:api.validation.agreeRequired',
    ]);
    expect(messages(ZApiContactForm, { ...valid, name: 'x'.repeat(81), email: 'ana@' })).toEqual([
      'contact:api.validation.nameMax',
      'contact:api.validation.emailInvalid',
    ]);
    expect(messages(ZApiContactForm, { ...valid, name: 'x'.repeat(80) })).toEqual([]);
  });

  it('contact page: asks the mobile only for the identification-and-signature types', () => {
    expect(messages(ZContactPageForm, page)).toEqual([]);
    for (const signatureSelected of ['IDENTIFICATION_SIGNATURE', 'TRAVELLER_REPORT']) {
      expect(messages(ZContactPageForm, { ...page, signatureSelected })).toEqual([
        'contact:page.validation.phoneRequired',
      ]);
      expect(messages(ZContactPageForm, { ...page, signatureSelected, phone: '600' })).toEqual([
        'contact:page.validation.phoneInvalid',
      ]);
      expect(
        messages(ZContactPageForm, { ...page, signatureSelected, phone: '+34600111222' }),
      ).toEqual([]);
    }
    expect(messages(ZContactPageForm, { ...page, signatureSelected: '' })).toEqual([
      'contact:page.validation.typeRequired',
    ]);
  });

  it('contact page: checks the DNI / NIE letter and stores it normalised', () => {
    expect(messages(ZContactPageForm, { ...page, nif: '' })).toEqual([
      'contact:page.validation.nifRequired',
    ]);
    expect(messages(ZContactPageForm, { ...page, nif: '12345678A' })).toEqual([
      'contact:page.validation.nifInvalid',
    ]);
    expect(ZContactPageForm.parse({ ...page, nif: 'x-1234567-l' }).nif).toBe('X1234567L');
  });

  it('contact request: name 1–200, company up to 100, phone of 7 or more, both consents', () => {
    const valid = {
      name: 'Ana',
      company: '',
      email: 'ana@example.com',
      phone: '600 111 222',
      message: '',
      consentPrivacy: true,
      consentContact: true,
    };
    expect(messages(ZContactRequestForm, valid)).toEqual([]);
    expect(
      messages(ZContactRequestForm, {
        ...valid,
        name: 'x'.repeat(201),
        company: 'x'.repeat(101),
        phone: '123456',
        consentContact: false,
      }),
    ).toEqual([
      'contact:request.validation.nameMax',
      'contact:request.validation.companyMax',
      'contact:request.validation.phoneInvalid',
      'contact:request.validation.consentRequired',
    ]);
    expect(messages(ZContactRequestForm, { ...valid, phone: '' })).toEqual([
      'contact:request.validation.phoneRequired',
    ]);
    expect(messages(ZContactRequestForm, { ...valid, phone: '1234567' })).toEqual([]);
  });

  it('the submission is told apart by kind and keeps each form’s rules', () => {
    const parsed = ZContactSubmission.parse({
      kind: 'CONTACT_PAGE',
      ...page,
      signatureSelected: 'TRAVELLER_REPORT',
      phone: '+34600111222',
    });
    expect(parsed).toMatchObject({ kind: 'CONTACT_PAGE', lang: 'es', altcha: '' });
    expect(
      messages(ZContactSubmission, {
        kind: 'CONTACT_PAGE',
        ...page,
        signatureSelected: 'TRAVELLER_REPORT',
      }),
    ).toEqual(['contact:page.validation.phoneRequired']);
    expect(ZContactSubmission.safeParse({ kind: 'OTHER', ...page }).success).toBe(false);
  });
});
