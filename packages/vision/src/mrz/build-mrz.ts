import { checkDigit } from './check-digit.ts';

/** The holder and document data a machine-readable zone encodes. */
export interface TMrzIdentity {
  /** 'P' passports; 'I', 'ID', 'IR', 'CI'... identity cards. */
  documentCode: string;
  issuingState: string;
  documentNumber: string;
  /** TD1: optional data after the document number (a Spanish DNI carries the NIF here). */
  optional1?: string;
  /** TD3: personal number; TD1: optional data of line 2. */
  optional2?: string;
  birthDate: string; // YYMMDD
  sex: 'M' | 'F' | '<';
  expirationDate: string; // YYMMDD
  nationality: string;
  lastName: string;
  firstName: string;
}

const pad = (value: string, length: number) => value.padEnd(length, '<').slice(0, length);

/** Upper case without accents ('García' is 'GARCIA'; 'Ñ' is 'N'). */
export function plainText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Names in the MRZ alphabet: upper case, spaces and hyphens as '<', no accents. */
export function mrzName(value: string): string {
  return plainText(value).replace(/[^A-Z]+/g, '<');
}

const nameField = (identity: TMrzIdentity, length: number) =>
  pad(`${mrzName(identity.lastName)}<<${mrzName(identity.firstName)}`, length);

/** ICAO 9303 part 5: three lines of 30 characters (identity cards). */
export function buildTd1(identity: TMrzIdentity): string[] {
  const number = pad(identity.documentNumber, 9);
  const optional1 = pad(identity.optional1 ?? '', 15);
  const line1 = `${pad(identity.documentCode, 2)}${pad(identity.issuingState, 3)}${number}${checkDigit(number)}${optional1}`;
  const birth = `${identity.birthDate}${checkDigit(identity.birthDate)}`;
  const expiry = `${identity.expirationDate}${checkDigit(identity.expirationDate)}`;
  const optional2 = pad(identity.optional2 ?? '', 11);
  const composite = checkDigit(`${line1.slice(5, 30)}${birth}${expiry}${optional2}`);
  const line2 = `${birth}${identity.sex}${expiry}${pad(identity.nationality, 3)}${optional2}${composite}`;
  return [line1, line2, nameField(identity, 30)];
}

/** ICAO 9303 part 6: two lines of 36 characters (ID-2 cards, some residence permits). */
export function buildTd2(identity: TMrzIdentity): string[] {
  const line1 = `${pad(identity.documentCode, 2)}${pad(identity.issuingState, 3)}${nameField(identity, 31)}`;
  const number = pad(identity.documentNumber, 9);
  const numberPart = `${number}${checkDigit(number)}`;
  const birth = `${identity.birthDate}${checkDigit(identity.birthDate)}`;
  const expiry = `${identity.expirationDate}${checkDigit(identity.expirationDate)}`;
  const optional = pad(identity.optional2 ?? '', 7);
  const composite = checkDigit(`${numberPart}${birth}${expiry}${optional}`);
  const line2 = `${numberPart}${pad(identity.nationality, 3)}${birth}${identity.sex}${expiry}${optional}${composite}`;
  return [line1, line2];
}

/** ICAO 9303 part 4: two lines of 44 characters (passports). */
export function buildTd3(identity: TMrzIdentity): string[] {
  const line1 = `${pad(identity.documentCode, 2)}${pad(identity.issuingState, 3)}${nameField(identity, 39)}`;
  const number = pad(identity.documentNumber, 9);
  const personal = pad(identity.optional2 ?? '', 14);
  const numberPart = `${number}${checkDigit(number)}`;
  const birth = `${identity.birthDate}${checkDigit(identity.birthDate)}`;
  const expiry = `${identity.expirationDate}${checkDigit(identity.expirationDate)}`;
  const personalPart = `${personal}${checkDigit(personal)}`;
  const composite = checkDigit(`${numberPart}${birth}${expiry}${personalPart}`);
  const line2 = `${numberPart}${pad(identity.nationality, 3)}${birth}${identity.sex}${expiry}${personalPart}${composite}`;
  return [line1, line2];
}
