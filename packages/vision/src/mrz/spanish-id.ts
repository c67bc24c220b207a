const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * Whether a Spanish DNI (8 digits and a letter) or NIE (X, Y or Z, 7 digits and a
 * letter) carries the right control letter: the number modulo 23 indexes LETTERS, an
 * NIE's X/Y/Z counting as 0/1/2.
 */
export function isValidSpanishId(value: string): boolean {
  const id = value.trim().toUpperCase();
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(id);
  if (!match) return false;
  const digits = (match[1] as string).replace(/^[XYZ]/, (prefix) => String('XYZ'.indexOf(prefix)));
  return LETTERS[Number(digits) % 23] === match[2];
}
