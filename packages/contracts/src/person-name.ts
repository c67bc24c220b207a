/**
 * What a person's name may hold wherever it is written for others to read (a signer's
 * certificate, the signed PDF, the acta): no control characters (line breaks, tabs, C0 and
 * C1), no line or paragraph separators, and no bidirectional controls (U+061C, U+200E/F,
 * U+202A–202E, U+2066–2069), which can make `Ana` display as someone else's text.
 */
export const UNSAFE_NAME_CHARACTER =
  /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Whether `value` holds none of the characters a name may not carry. */
export const isSafeName = (value: string): boolean => !UNSAFE_NAME_CHARACTER.test(value);
