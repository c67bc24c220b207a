import type { TSignatureType } from '@confirma/contracts/constants';
import type { TOperationSigner, TSignerDatum } from '@confirma/contracts/operations';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRY_IDENTIFIERS,
  phoneCountry,
} from '@confirma/contracts/phone-number';

/** A signer's language: the product's three. */
export type TLanguage = 'es' | 'en' | 'it';

/** The identifiers a signer's phone may come under (the first one present counts). */
export const PHONE_IDENTIFIERS = ['cellphone', 'phone', 'movil'] as const;

/** The first entry of a signer's `signerData` under one of `identifiers` (any case). */
export function signerDatum(
  signerData: readonly TSignerDatum[],
  identifiers: readonly string[],
): TSignerDatum | undefined {
  return signerData.find((datum) => identifiers.includes(datum.identifier.toLowerCase()));
}

/** The country a signer's national phone number is read in: theirs when named, else Spain. */
export function signerPhoneCountry(signerData: readonly TSignerDatum[]): string {
  return (
    phoneCountry(signerDatum(signerData, PHONE_COUNTRY_IDENTIFIERS)?.value) ?? DEFAULT_PHONE_COUNTRY
  );
}

/** The values a signer's `signerData` list carries, by identifier. */
export function signerValues(signerData: TSignerDatum[]) {
  const get = (...identifiers: string[]) =>
    signerDatum(signerData, identifiers)?.value.trim() || null;
  const idioma = get('idiomadef', 'language', 'idioma')?.slice(0, 2).toLowerCase();
  const language: TLanguage = idioma === 'en' || idioma === 'it' ? idioma : 'es';
  return {
    email: get('email'),
    name: get('name', 'nombre') ?? '',
    lastname: get('lastname', 'apellidos') ?? '',
    cellphone: get(...PHONE_IDENTIFIERS),
    nif: get('nif', 'dni'),
    signbox: get('cajafirma', 'signbox'),
    language,
  };
}

/** Whether the signer's e-mail entry carries `action` at `step`. */
export function hasAction(
  signerData: TSignerDatum[],
  action: 'avoidSendSignEmail' | 'sendConfirmationEmail',
  step: 'FIRMA-INICIO' | 'FIRMA-FINAL',
) {
  return signerData.some((datum) =>
    datum.actions.some((item) => item.action === action && item.step === step),
  );
}

/** A signer's signature type: the first of its `signaturesType` list. */
export function signatureTypeOf(signer: Pick<TOperationSigner, 'signaturesType'>): TSignatureType {
  const [first] = signer.signaturesType;
  if (!first) throw new Error('a signer needs a signature type');
  return typeof first === 'string' ? first : first.type;
}

/** Digits only, keeping a leading +: the form a phone is compared in. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** +34******222: enough to recognise, not to reuse. */
export function maskPhone(phone: string): string {
  const digits = normalisePhone(phone);
  return digits.length <= 5
    ? '*'.repeat(digits.length)
    : `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}
