import type {
  TTravellerCompletion,
  TTravellerDocumentData,
  TTravellerPaymentType,
} from '@confirma/contracts/traveller';
import type {
  TSesDocumentType,
  TSesKinship,
  TSesParte,
  TSesPaymentType,
  TSesPerson,
  TSesSex,
} from '../ses/index.ts';

/** The register's document types as SES names them. */
const DOCUMENT_TYPES: Record<string, TSesDocumentType> = {
  DNI: 'NIF',
  NIE: 'NIE',
  PASAPORTE: 'PAS',
  OTRO: 'OTRO',
};

/** The MRZ's sex (M male, F female, X unspecified) as SES writes it (H, M, O). */
const SEXES: Record<string, TSesSex> = { M: 'H', F: 'M', X: 'O' };

const PAYMENT_TYPES: Record<TTravellerPaymentType, TSesPaymentType> = {
  CASH: 'EFECT',
  CARD: 'TARJT',
  TRANSFER: 'TRANS',
  PLATFORM: 'PLATF',
  MOBILE: 'MOVIL',
  OTHER: 'OTRO',
};

/**
 * An MRZ nationality as ISO 3166-1 alpha-3: the MRZ writes Germany `D` (padded `D<<`) and
 * pads with `<`; anything else is already the ISO code.
 */
export function isoNationality(mrz: string | null): string | undefined {
  const code = (mrz ?? '').replace(/</g, '').toUpperCase();
  if (code === 'D') return 'DEU';
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

export interface TReportForSes {
  /** The parte's operation: names the contract when the guest gave no booking reference. */
  operationId: string;
  /** The establishment's code at SES. */
  establishmentCode: string;
  document: TTravellerDocumentData;
  completion: TTravellerCompletion;
  /** When the guest signed up the parte (the contract's date). */
  completedAt: Date;
  /** The INE municipality of a Spanish residence, when it could be found. */
  municipalityCode?: string | undefined;
}

/** The guest as SES lists them: the document's data, the residence and contact completed. */
function guestOf(report: TReportForSes): TSesPerson {
  const { document, completion } = report;
  const spain = completion.countryCode === 'ESP';
  const documentType = document.documentType ? DOCUMENT_TYPES[document.documentType] : undefined;
  const person: TSesPerson = {
    role: 'VI',
    firstName: document.name ?? '',
    lastName1: document.firstSurname ?? '',
    birthDate: document.birthDate ?? '',
    address: {
      street: completion.address,
      postalCode: completion.postalCode,
      country: completion.countryCode,
      ...(spain
        ? report.municipalityCode
          ? { municipalityCode: report.municipalityCode }
          : {}
        : { municipalityName: completion.town }),
    },
  };
  const lastName2 = optional(document.secondSurname) ?? optional(completion.secondSurname);
  if (lastName2) person.lastName2 = lastName2;
  if (documentType) person.documentType = documentType;
  const number = optional(document.documentNumber);
  if (number) person.documentNumber = number;
  const support = optional(document.supportNumber);
  if (support) person.documentSupport = support;
  const nationality = isoNationality(document.nationality);
  if (nationality) person.nationality = nationality;
  const sex = document.sex ? SEXES[document.sex] : undefined;
  if (sex) person.sex = sex;
  const phone = optional(completion.phone);
  if (phone) person.phone = phone;
  const email = optional(completion.email);
  if (email) person.email = email;
  return person;
}

/**
 * A completed parte as SES.HOSPEDAJES's "parte de viajeros": one communication with the
 * stay (check-in at 00:00, check-out at 23:59 of the days the guest gave, local time), the
 * payment, and the guest.
 */
export function sesParteOf(report: TReportForSes): TSesParte {
  const { completion } = report;
  const holder = optional(completion.paymentHolder);
  return {
    establishmentCode: report.establishmentCode,
    contract: {
      reference:
        optional(completion.contractReference) ??
        `CFM-${report.operationId.slice(0, 8).toUpperCase()}`,
      contractDate: report.completedAt.toISOString().slice(0, 10),
      checkIn: `${completion.checkIn}T00:00:00`,
      checkOut: `${completion.checkOut}T23:59:00`,
      personCount: completion.travellers,
      roomCount: completion.rooms,
      payment: {
        type: PAYMENT_TYPES[completion.paymentType],
        ...(holder ? { holder } : {}),
      },
    },
    persons: [guestOf(report)],
  };
}

/** A minor of a booking as the adult responsible added them. */
export interface TMinorForSes {
  firstName: string;
  lastName1: string;
  lastName2: string;
  birthDate: string;
  nationality: string;
  sex: TSesSex;
  documentType: TSesDocumentType | null;
  documentNumber: string;
  kinship: TSesKinship;
  /** The operation of the adult responsible: the minor lives and is reached there. */
  responsibleOperationId: string;
}

/** The booking a communication belongs to: its reference, stay and declared travellers. */
export interface TBookingForSes {
  reference: string;
  checkIn: string;
  checkOut: string;
  /** How many persons the contract declares. */
  personCount: number;
}

/** A minor as SES lists them: with the responsible adult's residence and contact. */
function minorOf(minor: TMinorForSes, responsible: TSesPerson): TSesPerson {
  const person: TSesPerson = {
    role: 'VI',
    firstName: minor.firstName,
    lastName1: minor.lastName1,
    birthDate: minor.birthDate,
    nationality: minor.nationality,
    sex: minor.sex,
    kinship: minor.kinship,
    address: responsible.address,
  };
  if (minor.lastName2.trim()) person.lastName2 = minor.lastName2.trim();
  if (minor.documentType && minor.documentNumber.trim()) {
    person.documentType = minor.documentType;
    person.documentNumber = minor.documentNumber.trim();
  }
  if (responsible.phone) person.phone = responsible.phone;
  if (responsible.email) person.email = responsible.email;
  return person;
}

/**
 * A booking's travellers in one communication: its adults' partes (the first, the lead's
 * when it is there, gives the contract's date, rooms and payment), each followed by the
 * minors they are responsible for, under the booking's reference and stay.
 */
export function sesBookingParteOf(
  booking: TBookingForSes,
  reports: TReportForSes[],
  minors: TMinorForSes[],
): TSesParte {
  const [first] = reports;
  if (!first) throw new Error('a communication carries at least one parte');
  const base = sesParteOf(first);
  const persons = reports.flatMap((report) => {
    const adult = guestOf(report);
    const theirs = minors.filter((minor) => minor.responsibleOperationId === report.operationId);
    return [adult, ...theirs.map((minor) => minorOf(minor, adult))];
  });
  return {
    ...base,
    contract: {
      ...base.contract,
      reference: booking.reference,
      checkIn: `${booking.checkIn}T00:00:00`,
      checkOut: `${booking.checkOut}T23:59:00`,
      personCount: booking.personCount,
    },
    persons,
  };
}
