/**
 * Interface language choice (Spanish by default, English and Italian;
 * the `lang` query parameter picks the language).
 */
export const LANGUAGES = ['es', 'en', 'it'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TLanguage = 'es';
export const LANGUAGE_STORAGE_KEY = 'confirma.lang';
/** sessionStorage: the guest's pages shown in their document's language (`TDocumentLanguage`). */
export const DOCUMENT_LANGUAGE_KEY = 'confirma.documentLang';

/** The switch to the document's language: from which language, and whether its notice was closed. */
export type TDocumentLanguage = { language: TLanguage; previous: TLanguage; dismissed: boolean };

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

export function readDocumentLanguage(storage: Storage | undefined): TDocumentLanguage | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(DOCUMENT_LANGUAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { language, previous, dismissed } = stored as Record<string, unknown>;
    return isLanguage(language) && isLanguage(previous)
      ? { language, previous, dismissed: dismissed === true }
      : null;
  } catch {
    return null;
  }
}

export function storeDocumentLanguage(
  storage: Storage | undefined,
  value: TDocumentLanguage | null,
): void {
  try {
    if (value) storage?.setItem(DOCUMENT_LANGUAGE_KEY, JSON.stringify(value));
    else storage?.removeItem(DOCUMENT_LANGUAGE_KEY);
  } catch {
    // Storage disabled: the switch lasts for this page only.
  }
}

/**
 * The language a page load starts in: the URL parameter, else the persisted choice, else
 * the guest's document's for the tab that read it (`showDocumentLanguage`), else Spanish. A language the URL names is persisted, as the toolbar switch persists its
 * choice: the address does not keep it (a signing link's query, `lang` with the token,
 * leaves the address bar as soon as the page reads it), and a reload or the next page of
 * the same person must not fall back to Spanish.
 */
export function startingLanguage(input: {
  search: string;
  hash: string;
  storage: Storage | undefined;
  session?: Storage | undefined;
}): TLanguage {
  const fromUrl = languageFromUrl(input.search, input.hash);
  if (fromUrl) storeLanguage(input.storage, fromUrl);
  return (
    fromUrl ??
    readStoredLanguage(input.storage) ??
    readDocumentLanguage(input.session)?.language ??
    DEFAULT_LANGUAGE
  );
}
