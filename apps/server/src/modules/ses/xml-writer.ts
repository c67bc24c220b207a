/** A few lines of XML writing: escaped text, and elements that vanish when they have nothing. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text and attribute values made safe for XML: the five markup characters escaped, and the
 * characters XML 1.0 cannot carry at all (controls other than tab, line feed and carriage
 * return, lone surrogates, U+FFFE/U+FFFF) dropped, so no guest's input can break the document.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

type TContent = string | number | boolean | undefined | null;

/** `<name>text</name>`, escaped and trimmed; nothing for an absent or blank value. */
export function textElement(name: string, value: TContent): string {
  if (value === undefined || value === null) return '';
  const text = String(value).trim();
  return text === '' ? '' : `<${name}>${escapeXml(text)}</${name}>`;
}

/** `<name>children</name>` from already written children; nothing when all are empty. */
export function parentElement(name: string, children: string[]): string {
  const inner = children.join('');
  return inner === '' ? '' : `<${name}>${inner}</${name}>`;
}
