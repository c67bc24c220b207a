import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  collectCodes,
  describeLeaks,
  findTextLeaks,
  type TTextLanguage,
} from '@confirma/contracts/text-leaks';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Test support: the product's texts (e-mails, text messages, PDFs) checked for leaks
 * (`@confirma/contracts/text-leaks`) in the three languages, each against its English
 * rendering.
 */
export const TEXT_LANGUAGES = ['es', 'en', 'it'] as const satisfies readonly TTextLanguage[];

const CONTRACTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contracts/src',
);

/** The codes of every enumeration in packages/contracts: such a word is never text. */
export async function contractCodes(): Promise<Set<string>> {
  const files = readdirSync(CONTRACTS).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const modules = await Promise.all(
    files.map((file) => import(path.join(CONTRACTS, file)) as Promise<Record<string, unknown>>),
  );
  return collectCodes(modules);
}

/**
 * The leaks of something rendered in es, en and it (`render` answers its text), as
 * readable lines naming the language. `data`: the free text of the facts it was given.
 */
export async function leaksOf(
  render: (language: TTextLanguage) => string | Promise<string>,
  { codes, data }: { codes: ReadonlySet<string>; data: readonly string[] },
): Promise<string[]> {
  const english = await render('en');
  const found: string[] = [];
  for (const language of TEXT_LANGUAGES) {
    const text = language === 'en' ? english : await render(language);
    const leaks = findTextLeaks(text, { language, english, data, codes });
    found.push(...describeLeaks(leaks).map((line) => `${language}: ${line}`));
  }
  return found;
}

/**
 * One test a template: each renders in es, en and it (`render` answers its text) and must
 * show no leak. `data`: the free text of the facts the templates are given.
 */
export function describeTexts(
  title: string,
  templates: Record<string, (language: TTextLanguage) => string | Promise<string>>,
  { data, timeout }: { data: readonly string[]; timeout?: number },
) {
  describe(title, () => {
    let codes: Set<string>;
    beforeAll(async () => {
      codes = await contractCodes();
    });
    for (const [name, render] of Object.entries(templates)) {
      it(
        `${name}: no key, code, English or "usted" in es/en/it`,
        async () => {
          expect(await leaksOf(render, { codes, data })).toEqual([]);
        },
        timeout,
      );
    }
  });
}
