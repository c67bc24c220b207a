/** ICAO 9303 part 3 §4.9: weights 7, 3, 1; '<' is 0, A–Z are 10–35. */
export function checkDigit(field: string): string {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    sum += charValue(field.charAt(i)) * ([7, 3, 1][i % 3] as number);
  }
  return String(sum % 10);
}

export function charValue(char: string): number {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  if (char >= 'A' && char <= 'Z') return char.charCodeAt(0) - 55;
  return 0; // '<' and anything unreadable
}
