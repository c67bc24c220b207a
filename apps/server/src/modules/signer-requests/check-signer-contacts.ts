import { FORM_LIMITS } from '@confirma/contracts/constants';
import { ZEmailAddress } from '@confirma/contracts/email-address';
import type { TOperationSigner } from '@confirma/contracts/operations';
import { isSafeName } from '@confirma/contracts/person-name';
import { PHONE_COUNTRY_IDENTIFIERS, phoneCountry, toE164 } from '@confirma/contracts/phone-number';
import { AppError } from '../../platform/errors.ts';
import {
  hasAction,
  PHONE_IDENTIFIERS,
  signatureTypeOf,
  signerDatum,
  signerPhoneCountry,
} from './signer-fields.ts';
import { SIGNATURE_RULES } from './signing-methods.ts';

/** A signer's addresses as the creation stores them: the e-mail, the phone in E.164. */
export interface TSignerContacts {
  email: string | null;
  cellphone: string | null;
}

type TIssue = { path: string; message: string; key: string };

/** What is wrong, for the API's caller, and its i18n key of the web client's `flows` texts. */
const PROBLEMS = {
  nameCharacters: 'A name may not hold line breaks, control characters or text-direction controls',
  nameMax: `A name has at most ${FORM_LIMITS.nameMax} characters`,
  lastnameMax: `A last name has at most ${FORM_LIMITS.lastnameMax} characters`,
  emailInvalid: 'Not an e-mail address mail can be sent to',
  countryInvalid: 'Not a country code (ISO 3166 alpha-2, e.g. ES)',
  phoneInvalid: 'Not a valid phone number',
  phoneRequired: 'A phone number is required: this signature type signs with an SMS code',
  emailRequired: 'An e-mail address is required: a confirmation e-mail is asked for',
  contactRequired: 'An e-mail address or a phone number is required to send the invitation',
} as const;

/**
 * Checks, for every signer, what the operation will need to reach them, before anything is
 * stored or charged: a name and last name fit for a certificate (no control or
 * text-direction characters, FORM_LIMITS' lengths), an e-mail the mail job accepts (ZEmailAddress), a phone that reads as a
 * valid number (E.164, a national number in the signer's `country`, Spain by default), a
 * phone where the signature type signs with an SMS code, an e-mail where a confirmation is
 * asked for, and an e-mail or a phone where an invitation goes (every signer but one who
 * signs on the sender's device: `avoidSendSignEmail` at FIRMA-INICIO). Every problem of
 * every signer is named in one 400 VALIDATION_FAILED (`body.signers[1].signerData[email]`).
 * Returns each signer's addresses as they are to be stored.
 */
export function checkSignerContacts(signers: readonly TOperationSigner[]): TSignerContacts[] {
  const issues: TIssue[] = [];
  const contacts = signers.map((signer, index) => {
    const { signerData } = signer;
    const issue = (identifier: string, problem: keyof typeof PROBLEMS) =>
      issues.push({
        path: `body.signers[${index}].signerData[${identifier}]`,
        message: PROBLEMS[problem],
        key: `flows:create.validation.${problem}`,
      });
    const emailEntry = signerDatum(signerData, ['email']);
    const phoneEntry = signerDatum(signerData, PHONE_IDENTIFIERS);
    const countryEntry = signerDatum(signerData, PHONE_COUNTRY_IDENTIFIERS);
    // The name goes into the signer's certificate and the signed PDF: refused, not mended.
    for (const [entry, max] of [
      [signerDatum(signerData, ['name', 'nombre']), 'nameMax'],
      [signerDatum(signerData, ['lastname', 'apellidos']), 'lastnameMax'],
    ] as const) {
      if (!entry) continue;
      const identifier = entry.identifier.toLowerCase();
      if (!isSafeName(entry.value)) issue(identifier, 'nameCharacters');
      else if ([...entry.value.trim()].length > FORM_LIMITS[max]) issue(identifier, max);
    }
    const email = emailEntry?.value.trim() || null;
    const phone = phoneEntry?.value.trim() || null;
    if (email && !ZEmailAddress.safeParse(email).success) issue('email', 'emailInvalid');
    if (countryEntry?.value.trim() && !phoneCountry(countryEntry.value)) {
      issue(countryEntry.identifier.toLowerCase(), 'countryInvalid');
    }
    const cellphone = phone ? toE164(phone, signerPhoneCountry(signerData)) : null;
    if (phone && !cellphone) issue(phoneEntry?.identifier.toLowerCase() ?? '', 'phoneInvalid');
    if (!phone && SIGNATURE_RULES[signatureTypeOf(signer)].method === 'OTP') {
      issue('cellphone', 'phoneRequired');
    }
    const confirmation = hasAction(signerData, 'sendConfirmationEmail', 'FIRMA-FINAL');
    const invited = !hasAction(signerData, 'avoidSendSignEmail', 'FIRMA-INICIO');
    if (!email && confirmation) issue('email', 'emailRequired');
    else if (!email && !phone && invited) issue('email', 'contactRequired');
    return { email, cellphone };
  });
  if (issues.length) {
    const named = issues.map((item) => item.path.replace(/^body\./, '')).join(', ');
    throw new AppError('VALIDATION_FAILED', `Signer data not valid: ${named}`, issues);
  }
  return contacts;
}
