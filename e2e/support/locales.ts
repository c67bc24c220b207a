import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/locales',
);

export const LANGS = ['es', 'en', 'it'] as const;
export type TLang = (typeof LANGS)[number];

/**
 * Resolves an i18n key `namespace:dotted.key` from the web client's locale files, with
 * `{{name}}` placeholders filled from `values`.
 */
export function translate(
  lang: TLang,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace, dotted] = key.includes(':') ? key.split(':', 2) : ['common', key];
  const file = path.join(LOCALES, lang, `${namespace}.json`);
  let node: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const parts = (dotted ?? '').split('.');
  // i18next's plurals: `key_one`, `key_other`... chosen by `count` under the language's rules.
  const count = values.count;
  if (typeof count === 'number') {
    const last = parts.length - 1;
    parts[last] = `${parts[last]}_${new Intl.PluralRules(lang).select(count)}`;
  }
  for (const part of parts) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== 'string') throw new Error(`missing ${lang} text for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) =>
    String(values[name] ?? `{{${name}}}`),
  );
}
