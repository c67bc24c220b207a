import { ZEmailAddress } from '@confirma/contracts/email-address';
import type { TOperationSigner } from '@confirma/contracts/operations';
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

type TIssue = { path: string; message: string };

/** The creation form's messages (i18n keys of the web client's `flows` namespace). */
const m = (key: string) => `flows:create.validation.${key}`;

/**
 * Checks, for every signer, what the operation will need to reach them, before anything is
 * stored or charged: an e-mail the mail job accepts (ZEmailAddress), a phone that reads as a
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
    const issue = (identifier: string, message: string) =>
      issues.push({ path: `body.signers[${index}].signerData[${identifier}]`, message });
    const emailEntry = signerDatum(signerData, ['email']);
    const phoneEntry = signerDatum(signerData, PHONE_IDENTIFIERS);
    const countryEntry = signerDatum(signerData, PHONE_COUNTRY_IDENTIFIERS);
    const email = emailEntry?.value.trim() || null;
    const phone = phoneEntry?.value.trim() || null;
    if (email && !ZEmailAddress.safeParse(email).success) issue('email', m('emailInvalid'));
    if (countryEntry?.value.trim() && !phoneCountry(countryEntry.value)) {
      issue(countryEntry.identifier.toLowerCase(), m('countryInvalid'));
    }
    const cellphone = phone ? toE164(phone, signerPhoneCountry(signerData)) : null;
    if (phone && !cellphone) issue(phoneEntry?.identifier.toLowerCase() ?? '', m('phoneInvalid'));
    if (!phone && SIGNATURE_RULES[signatureTypeOf(signer)].method === 'OTP') {
      issue('cellphone', m('phoneRequired'));
    }
    const confirmation = hasAction(signerData, 'sendConfirmationEmail', 'FIRMA-FINAL');
    const invited = !hasAction(signerData, 'avoidSendSignEmail', 'FIRMA-INICIO');
    if (!email && confirmation) issue('email', m('emailRequired'));
    else if (!email && !phone && invited) issue('email', m('contactRequired'));
    return { email, cellphone };
  });
  if (issues.length) {
    const named = issues.map((item) => item.path.replace(/^body\./, '')).join(', ');
    throw new AppError('VALIDATION_FAILED', `Signer data not valid: ${named}`, issues);
  }
  return contacts;
}
