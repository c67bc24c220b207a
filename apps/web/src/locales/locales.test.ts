import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@confirma/contracts/errors';
import { describeLeaks, findTextLeaks } from '@confirma/contracts/text-leaks';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/language';
import { UNTRANSLATED_NAMES } from '../testing/untranslated-names';
import { EN_RESOURCES } from './en-resources';
import { ES_RESOURCES } from './es-resources';
import { IT_RESOURCES } from './it-resources';

const LOCALES_DIR = dirname(fileURLToPath(import.meta.url));

type TTree = { [key: string]: string | TTree };

function namespaceFiles(language: string): string[] {
  return readdirSync(join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function readNamespace(language: string, namespace: string): TTree {
  return JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'));
}

/** 'a.b.c' → text, for every leaf of a nested namespace. */
function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const allNamespaces = [...new Set(LANGUAGES.flatMap(namespaceFiles))].sort();

describe('locales', () => {
  it('every language has every namespace file', () => {
    for (const language of LANGUAGES) {
      expect(namespaceFiles(language), `namespaces of ${language}`).toEqual(allNamespaces);
    }
  });

  it('the bundled resources include every namespace file', () => {
    const bundles = { es: ES_RESOURCES, en: EN_RESOURCES, it: IT_RESOURCES };
    for (const language of LANGUAGES) {
      expect(Object.keys(bundles[language]).sort(), `resources of ${language}`).toEqual(
        allNamespaces,
      );
    }
  });

  for (const namespace of allNamespaces) {
    it(`'${namespace}' has the same keys and placeholders in every language`, () => {
      const [reference, ...others] = LANGUAGES.map((language) => ({
        language,
        leaves: flatten(readNamespace(language, namespace)),
      }));
      if (!reference) throw new Error('no languages');
      const allKeys = new Set([reference, ...others].flatMap(({ leaves }) => [...leaves.keys()]));
      for (const { language, leaves } of [reference, ...others]) {
        const missing = [...allKeys].filter((key) => !leaves.has(key));
        expect(missing, `${language}/${namespace}.json is missing keys`).toEqual([]);
        for (const [key, text] of leaves) {
          expect(text.trim(), `${language}/${namespace}.json: '${key}' is empty`).not.toBe('');
          expect(
            placeholders(text),
            `${language}/${namespace}.json: placeholders of '${key}'`,
          ).toEqual(placeholders(reference.leaves.get(key) ?? ''));
        }
      }
    });
  }

  // Every text, also those no page test renders (the camera's instructions, rare errors):
  // no i18n key or code, nothing left in English, and in Spanish "tú" and no slip.
  for (const namespace of allNamespaces) {
    it(`'${namespace}' reads as its language: no key, code, English, usted or typo`, () => {
      const english = flatten(readNamespace('en', namespace));
      const text = (value: string) => value.replace(/\{\{[^}]*\}\}/g, '…');
      const leaks = LANGUAGES.flatMap((language) =>
        [...flatten(readNamespace(language, namespace))].flatMap(([key, value]) =>
          describeLeaks(
            findTextLeaks(text(value), {
              language,
              english: text(english.get(key) ?? ''),
              data: UNTRANSLATED_NAMES,
            }),
          ).map((leak) => `${language}/${namespace}.json '${key}': ${leak}`),
        ),
      );
      expect(leaks).toEqual([]);
    });
  }

  it('the errors namespace explains every API error code', () => {
    for (const language of LANGUAGES) {
      const errors = flatten(readNamespace(language, 'errors'));
      const missing = ERROR_CODES.filter((code) => !errors.has(code));
      expect(missing, `${language}/errors.json is missing codes`).toEqual([]);
    }
  });
});
