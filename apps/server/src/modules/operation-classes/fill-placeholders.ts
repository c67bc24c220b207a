/**
 * Placeholder syntax of the document templates.
 *
 * Canonical: `{{key}}` (spaces inside the braces allowed: `{{ key }}`), where key is a
 * letter followed by letters, digits or `_`, matched case-sensitively against `values`
 * (`{{name}}`, `{{lastname}}`, `{{email}}`, `{{nif}}`, `{{cellphone}}`, `{{date}}`).
 * Our own templates use only this form.
 *
 * Legacy: `$KEY$` in upper case, the form of the original service's templates; `$NAME$`
 * looks up `values.name` (the key lower-cased). Only upper-case keys are recognised, so
 * prices such as "$5 or $10" are left alone.
 *
 * Both forms are replaced in a single pass, so a value that itself contains `{{x}}` is
 * inserted literally and never expanded. A placeholder with no value (unknown key, or a
 * value that is undefined) stays visible as written, so a template mistake shows up in
 * the document instead of silently vanishing.
 */

export type TPlaceholderValues = Readonly<Record<string, string | undefined>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}|\$([A-Z][A-Z0-9_]*)\$/g;

export function fillPlaceholders(text: string, values: TPlaceholderValues): string {
  return text.replace(PLACEHOLDER, (match, key?: string, legacyKey?: string) => {
    const value =
      key !== undefined ? lookup(values, key) : lookup(values, legacyKey?.toLowerCase());
    return value ?? match;
  });
}

/** Keys that `text` refers to and `values` does not provide. */
export function missingPlaceholders(text: string, values: TPlaceholderValues): string[] {
  const missing = new Set<string>();
  for (const [, key, legacyKey] of text.matchAll(PLACEHOLDER)) {
    const name = key ?? legacyKey?.toLowerCase();
    if (name !== undefined && lookup(values, name) === undefined) missing.add(name);
  }
  return [...missing];
}

/** Own properties only: `{{constructor}}` must not reach Object.prototype. */
function lookup(values: TPlaceholderValues, key: string | undefined): string | undefined {
  if (key === undefined || !Object.hasOwn(values, key)) return undefined;
  return values[key];
}
