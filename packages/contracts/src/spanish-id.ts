/**
 * The Spanish identity numbers the contact page accepts:
 * DNI, 8 digits and a check letter; NIE (foreigners), X, Y or Z, 7 digits and a check
 * letter, where the first letter stands for 0, 1 or 2. The check letter is
 * CONTROL_LETTERS[number % 23] (Real Decreto 1553/2005, Orden INT/2058/2008).
 */
export const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const DNI = /^(\d{8})([A-Z])$/;
const NIE = /^([XYZ])(\d{7})([A-Z])$/;

/** Upper case, without the spaces, dots and hyphens people type in: '12.345.678-z' → '12345678Z'. */
export function normaliseSpanishId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** The check letter of a DNI number (0 to 99999999). */
export function controlLetter(number: number): string {
  return CONTROL_LETTERS.charAt(number % 23);
}

/**
 * The check letter owed by a DNI's 8 digits or an NIE's X/Y/Z and 7 digits (the prefix
 * counting as 0, 1 or 2); null for anything else.
 */
export function controlLetterFor(body: string): string | null {
  const match = /^(\d{8}|[XYZ]\d{7})$/.exec(body);
  if (!match) return null;
  return controlLetter(Number(body.replace(/^[XYZ]/, (prefix) => String('XYZ'.indexOf(prefix)))));
}

/** True for a DNI or NIE whose check letter matches, as typed or normalised. */
export function isValidSpanishId(value: string): boolean {
  const id = normaliseSpanishId(value);
  if (!DNI.test(id) && !NIE.test(id)) return false;
  return controlLetterFor(id.slice(0, -1)) === id.slice(-1);
}
