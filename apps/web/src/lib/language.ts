/**
 * Interface language choice (spec 000 §1: Spanish by default, English and Italian;
 * the `lang` query parameter picks the language).
 */
export const LANGUAGES = ['es', 'en', 'it'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TLanguage = 'es';
export const LANGUAGE_STORAGE_KEY = 'confirma.lang';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function langParam(query: string): string | null {
  return new URLSearchParams(query).get('lang')?.trim().toLowerCase() ?? null;
}

/**
 * `?lang=` from the real query string (`/?lang=en#/homepage2`) or from the query part of
 * the hash route (`#/homepage2?lang=en`); the first valid value wins.
 */
export function languageFromUrl(search: string, hash: string): TLanguage | null {
  const queryInHash = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  for (const candidate of [langParam(search), langParam(queryInHash)]) {
    if (isLanguage(candidate)) return candidate;
  }
  return null;
}

export function readStoredLanguage(storage: Storage | undefined): TLanguage | null {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(storage: Storage | undefined, language: TLanguage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts for this page only.
  }
}

/** URL parameter, else the persisted choice, else Spanish. */
export function detectLanguage(input: {
  search: string;
  hash: string;
  storage: Storage | undefined;
}): TLanguage {
  return (
    languageFromUrl(input.search, input.hash) ??
    readStoredLanguage(input.storage) ??
    DEFAULT_LANGUAGE
  );
}
