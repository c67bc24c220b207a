import {
  SES_DOCUMENT_TYPES,
  SES_KINSHIPS,
  SES_PAYMENT_TYPES,
  SES_SEXES,
  type TSesParte,
  type TSesPerson,
} from './ses.types.ts';

/**
 * The rules of the service's instructions that the XSD cannot say, with stable codes the
 * product localises:
 * - ADULT_DOCUMENT_REQUIRED: an adult (18 on the check-in day) gives document type and number;
 * - DOCUMENT_SUPPORT_REQUIRED: a NIF or NIE gives its card's support number;
 * - SECOND_SURNAME_REQUIRED: a NIF gives the second surname;
 * - CONTACT_REQUIRED: every guest gives a phone, a second phone or an e-mail;
 * - KINSHIP_REQUIRED: a minor travelling with an adult of the same communication says how
 *   they are related;
 * - MUNICIPALITY_CODE_REQUIRED / MUNICIPALITY_NAME_REQUIRED: an address in Spain gives the
 *   INE code, one elsewhere the municipality's name;
 * - PERSON_COUNT_TOO_LOW: the contract declares fewer persons than the guests sent;
 * - CHECK_OUT_NOT_AFTER_CHECK_IN;
 * - *_UNKNOWN: a value outside the service's catalogue (the XSD takes any short string).
 */
export type TSesRuleCode =
  | 'ADULT_DOCUMENT_REQUIRED'
  | 'DOCUMENT_SUPPORT_REQUIRED'
  | 'SECOND_SURNAME_REQUIRED'
  | 'CONTACT_REQUIRED'
  | 'KINSHIP_REQUIRED'
  | 'MUNICIPALITY_CODE_REQUIRED'
  | 'MUNICIPALITY_NAME_REQUIRED'
  | 'PERSON_COUNT_TOO_LOW'
  | 'CHECK_OUT_NOT_AFTER_CHECK_IN'
  | 'DOCUMENT_TYPE_UNKNOWN'
  | 'SEX_UNKNOWN'
  | 'KINSHIP_UNKNOWN'
  | 'PAYMENT_TYPE_UNKNOWN';

/** One problem: its code and the input field it is about (`persons[1].kinship`). */
export type TSesRuleProblem = { code: TSesRuleCode; field: string };

const ADULT_AGE = 18;
const SPAIN = 'ESP';

const blank = (value: string | undefined) => value === undefined || value.trim() === '';
const oneOf = (list: readonly string[], value: string | undefined) =>
  value === undefined || list.includes(value);

/** Whole years between a YYYY-MM-DD birth date and the day of a YYYY-MM-DD… date. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The problems of one communication of a parte, none when the service should accept it. */
export function checkParteRules(parte: TSesParte): TSesRuleProblem[] {
  const { contract, persons } = parte;
  const problems: TSesRuleProblem[] = [];
  if (persons.length > contract.personCount) {
    problems.push({ code: 'PERSON_COUNT_TOO_LOW', field: 'contract.personCount' });
  }
  if (contract.checkOut <= contract.checkIn) {
    problems.push({ code: 'CHECK_OUT_NOT_AFTER_CHECK_IN', field: 'contract.checkOut' });
  }
  if (!oneOf(SES_PAYMENT_TYPES, contract.payment.type)) {
    problems.push({ code: 'PAYMENT_TYPE_UNKNOWN', field: 'contract.payment.type' });
  }
  const adults = persons.map((p) => ageOn(p.birthDate, contract.checkIn) >= ADULT_AGE);
  const withAdult = adults.some(Boolean);
  persons.forEach((person, i) => {
    const isAdult = adults[i] === true;
    for (const problem of personProblems(person, { isAdult, withAdult })) {
      problems.push({ code: problem.code, field: `persons[${i}].${problem.field}` });
    }
  });
  return problems;
}

function personProblems(
  person: TSesPerson,
  { isAdult, withAdult }: { isAdult: boolean; withAdult: boolean },
): TSesRuleProblem[] {
  const problems: TSesRuleProblem[] = [];
  const add = (code: TSesRuleCode, field: string) => problems.push({ code, field });
  const { documentType } = person;
  if (isAdult && (blank(documentType) || blank(person.documentNumber))) {
    add('ADULT_DOCUMENT_REQUIRED', blank(documentType) ? 'documentType' : 'documentNumber');
  }
  if ((documentType === 'NIF' || documentType === 'NIE') && blank(person.documentSupport)) {
    add('DOCUMENT_SUPPORT_REQUIRED', 'documentSupport');
  }
  if (documentType === 'NIF' && blank(person.lastName2))
    add('SECOND_SURNAME_REQUIRED', 'lastName2');
  if (blank(person.phone) && blank(person.phone2) && blank(person.email)) {
    add('CONTACT_REQUIRED', 'phone');
  }
  if (!isAdult && withAdult && blank(person.kinship)) add('KINSHIP_REQUIRED', 'kinship');
  const { address } = person;
  if (address.country.toUpperCase() === SPAIN) {
    if (blank(address.municipalityCode)) {
      add('MUNICIPALITY_CODE_REQUIRED', 'address.municipalityCode');
    }
  } else if (blank(address.municipalityName)) {
    add('MUNICIPALITY_NAME_REQUIRED', 'address.municipalityName');
  }
  if (!oneOf(SES_DOCUMENT_TYPES, documentType)) add('DOCUMENT_TYPE_UNKNOWN', 'documentType');
  if (!oneOf(SES_SEXES, person.sex)) add('SEX_UNKNOWN', 'sex');
  if (!oneOf(SES_KINSHIPS, person.kinship)) add('KINSHIP_UNKNOWN', 'kinship');
  return problems;
}
