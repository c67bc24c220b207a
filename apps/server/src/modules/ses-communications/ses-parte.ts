import type {
  TTravellerCompletion,
  TTravellerDocumentData,
  TTravellerPaymentType,
} from '@confirma/contracts/traveller';
import type {
  TSesDocumentType,
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
