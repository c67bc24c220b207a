import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';

/**
 * Phone numbers as SMS are sent to: every creation reads a phone with these rules before
 * anything is stored or charged, and stores it in E.164. Kept apart from the forms' schemas:
 * libphonenumber's metadata is the server's to carry, not every page's.
 */

/** The country a phone written without its +code is read in, when nothing names another. */
export const DEFAULT_PHONE_COUNTRY = 'ES';

/**
 * The signer data that names the country of a signer's national phone number: an ISO 3166
 * alpha-2 code (`country`, or `pais` as the original service named it).
 */
export const PHONE_COUNTRY_IDENTIFIERS = ['country', 'pais'] as const;

/** `code` when it is a country libphonenumber knows (ISO 3166 alpha-2), else undefined. */
export function phoneCountry(code: string | null | undefined): CountryCode | undefined {
  const upper = code?.trim().toUpperCase() ?? '';
  return isSupportedCountry(upper) ? upper : undefined;
}

/**
 * A phone number in E.164 (`+34600111222`), read with libphonenumber: international
 * (`+39 312 345 6789`, `0034…`) or national in `country` (`600 111 222` in Spain); null
 * when it is not a valid number there (`12`, `123456789` in Spain). What an SMS is sent to.
 */
export function toE164(phone: string, country: string = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(phone, phoneCountry(country) ?? DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A phone as the public verification shows it: the country code and the last three digits
 * (`+34 ··· ··· 678`), enough for its owner to recognise, too little to call. The signed
 * PDF holds it whole in the signer's certificate; the page and the API that anyone may ask
 * do not repeat it.
 */
export function maskPhonePublicly(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const last = digits.length > 6 ? ` ${digits.slice(-3)}` : '';
  const country = parsePhoneNumberFromString(`+${digits}`)?.countryCallingCode;
  return `${country && phone.trim().startsWith('+') ? `+${country} ` : ''}··· ···${last}`;
}
