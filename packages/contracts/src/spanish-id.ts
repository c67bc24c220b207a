/**
 * The Spanish identity numbers the contact page accepts (spec 000 §2 "ID number (DNI)"):
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

/** True for a DNI or NIE whose check letter matches, as typed or normalised. */
export function isValidSpanishId(value: string): boolean {
  const id = normaliseSpanishId(value);
  const dni = DNI.exec(id);
  if (dni) return controlLetter(Number(dni[1])) === dni[2];
  const nie = NIE.exec(id);
  if (nie) {
    const prefix = 'XYZ'.indexOf(nie[1] ?? '');
    return controlLetter(Number(`${prefix}${nie[2]}`)) === nie[3];
  }
  return false;
}
