/** The check digit's weights, repeated along the field. */
export const CHECK_WEIGHTS = [7, 3, 1] as const;

/** ICAO 9303 part 3 §4.9: weights 7, 3, 1; '<' is 0, A–Z are 10–35. */
export function checkDigit(field: string): string {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    sum += charValue(field.charAt(i)) * (CHECK_WEIGHTS[i % 3] as number);
  }
  return String(sum % 10);
}

/**
 * Whether `digit` checks `field`; an optional field that is empty may carry '<' as its
 * check digit (TD3 personal number).
 */
export function checkDigitPasses(field: string, digit: string): boolean {
  if (digit === '<') return /^<*$/.test(field);
  return checkDigit(field) === digit;
}

export function charValue(char: string): number {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  if (char >= 'A' && char <= 'Z') return char.charCodeAt(0) - 55;
  return 0; // '<' and anything unreadable
}
