/**
 * The SES.HOSPEDAJES module's types: a parte de viajeros as the product hands it over, the
 * service's catalogues, and the client's results. Codes are the service's own (NIF, EFECT,
 * HJ…); field names are ours, mapped to the published elements by build-parte-xml.ts.
 */

import {
  BOOKING_KINSHIPS,
  BOOKING_MINOR_DOCUMENT_TYPES,
  BOOKING_SEXES,
} from '@confirma/contracts/bookings';

/** What a communication is: a parte de viajeros or a reserva de hospedaje. */
export type TSesTipoComunicacion = 'PV' | 'RH';
/** alta, anulación, consulta. */
export type TSesTipoOperacion = 'A' | 'B' | 'C';

export const SES_PAYMENT_TYPES = [
  'EFECT', // cash
  'TARJT', // card
  'PLATF', // payment platform
  'TRANS', // bank transfer
  'MOVIL', // mobile payment
  'TREG', // gift card
  'DESTI', // paid at the destination
  'OTRO',
] as const;
export type TSesPaymentType = (typeof SES_PAYMENT_TYPES)[number];

/** NIF is the Spanish DNI's number; NIE a foreigner's in Spain; PAS a passport. */
export const SES_DOCUMENT_TYPES = BOOKING_MINOR_DOCUMENT_TYPES;
export type TSesDocumentType = (typeof SES_DOCUMENT_TYPES)[number];

/** H man, M woman, O other. */
export const SES_SEXES = BOOKING_SEXES;
export type TSesSex = (typeof SES_SEXES)[number];

/** A minor's relation to an adult of the same communication (the codes in words: bookings.ts). */
export const SES_KINSHIPS = BOOKING_KINSHIPS;
export type TSesKinship = (typeof SES_KINSHIPS)[number];

/**
 * Where a guest lives. Spain (`ESP`) takes the INE municipality code (5 digits); any other
 * country the municipality's name.
 */
export type TSesAddress = {
  street: string;
  complement?: string;
  municipalityCode?: string;
  municipalityName?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
};

/** A guest of the parte (role VI, viajero). Dates as YYYY-MM-DD. */
export type TSesPerson = {
  role?: 'VI';
  firstName: string;
  lastName1: string;
  lastName2?: string;
  documentType?: TSesDocumentType;
  documentNumber?: string;
  /** The support number of a Spanish DNI or NIE card (IDESP…), not the identity number. */
  documentSupport?: string;
  birthDate: string;
  /** ISO 3166-1 alpha-3. */
  nationality?: string;
  sex?: TSesSex;
  address: TSesAddress;
  phone?: string;
  phone2?: string;
  email?: string;
  kinship?: TSesKinship;
};

export type TSesPayment = {
  type: TSesPaymentType;
  /** YYYY-MM-DD. */
  date?: string;
  /** How it was paid (the card's or account's identification, as the holder gave it). */
  method?: string;
  holder?: string;
  /** MM/YYYY. */
  cardExpiry?: string;
};

/** The contract of the stay. Check-in and check-out are local date-times, YYYY-MM-DDTHH:mm:ss. */
export type TSesContract = {
  reference: string;
  /** YYYY-MM-DD. */
  contractDate: string;
  checkIn: string;
  checkOut: string;
  personCount: number;
  roomCount?: number;
  internet?: boolean;
  payment: TSesPayment;
};

/** One communication of a parte de viajeros: the establishment, the contract, its guests. */
export type TSesParte = {
  establishmentCode: string;
  contract: TSesContract;
  persons: TSesPerson[];
};

/** The schemas this module validates against (schema/*.xsd). */
export type TSesSchema = 'altaParteHospedaje' | 'altaReservaHospedaje' | 'comunicacion';

export type TSesSchemaResult = { valid: true } | { valid: false; errors: string[] };

/** What the service answered to a comunicacion: codigo 0 means accepted, with its lote. */
export type TSesComunicacionAnswer = { codigo: number; descripcion: string; lote?: string };

/** One communication (by its order in the lote, from 1) of a processed lote. */
export type TSesRecordResult = {
  order: number;
  communicationCode?: string;
  errorType?: string;
  error?: string;
};

/**
 * A lote's state: PENDING while the service has not processed it (codigoEstado 4, 5), DONE
 * once processed, every record with its code or its error (1, 6), ERROR when the lote as a
 * whole was refused (2, 3, or any other).
 */
export type TSesLoteState = 'PENDING' | 'DONE' | 'ERROR';

export type TSesLoteResult = {
  lote: string;
  state: TSesLoteState;
  stateCode: number;
  stateDescription: string;
  records: TSesRecordResult[];
};

export type TSesConsultaLoteAnswer = {
  codigo: number;
  descripcion: string;
  lotes: TSesLoteResult[];
};
